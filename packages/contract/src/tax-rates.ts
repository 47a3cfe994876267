/**
 * The shop's tax rates by country and region (decision 068), in parts per million of the net price
 * (21 % is 210,000; 6.875 % is 68,750), so that every sum stays in integers.
 *
 * A demo table, not tax advice: US states at their state-wide base rate (no county or city rates),
 * EU members at their standard VAT rate, and the countries that make a foreign seller of goods collect
 * their VAT or GST at the sale (United Kingdom, Switzerland, Norway, Australia, New Zealand). Where a
 * country is absent (Canada, Japan) the buyer pays at import and the shop charges none.
 */
const percent = (value: number) => Math.round(value * 10_000);

const table = (entries: string) =>
  Object.fromEntries(
    entries.split(' ').map((entry) => {
      const [code = '', rate = '0'] = entry.split(':');
      return [code, percent(Number(rate))];
    }),
  ) as Record<string, number>;

/** State-wide sales tax; AK, DE, MT, NH and OR have none. */
export const usStateRates = table(
  'AL:4 AK:0 AZ:5.6 AR:6.5 CA:7.25 CO:2.9 CT:6.35 DE:0 DC:6 FL:6 GA:4 HI:4 ID:6 IL:6.25 IN:7 IA:6 KS:6.5 ' +
    'KY:6 LA:5 ME:5.5 MD:6 MA:6.25 MI:6 MN:6.875 MS:7 MO:4.225 MT:0 NE:5.5 NV:6.85 NH:0 NJ:6.625 NM:4.875 ' +
    'NY:4 NC:4.75 ND:5 OH:5.75 OK:4.5 OR:0 PA:6 RI:7 SC:6 SD:4.2 TN:7 TX:6.25 UT:6.1 VT:6 VA:5.3 WA:6.5 ' +
    'WV:6 WI:5 WY:4',
);

/** The EU's 27 members at their standard VAT rate. */
export const euVatRates = table(
  'AT:20 BE:21 BG:20 HR:25 CY:19 CZ:21 DK:25 EE:24 FI:25.5 FR:20 DE:19 GR:24 HU:27 IE:23 IT:22 LV:21 ' +
    'LT:21 LU:17 MT:18 NL:21 PL:23 PT:23 RO:21 SK:23 SI:22 ES:21 SE:25',
);

/** Countries outside the EU whose VAT or GST a foreign seller of goods collects. */
export const otherCountryRates = table('GB:20 CH:8.1 NO:25 AU:10 NZ:15');

export const isEuMember = (country: string) => Object.hasOwn(euVatRates, country);

/** What the tax of a country is called on an invoice. */
export const taxNameOf = (country: string) =>
  country === 'US' ? 'Sales tax' : ['AU', 'NZ'].includes(country) ? 'GST' : 'VAT';
