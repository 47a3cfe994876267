import { euVatRates, isEuMember, otherCountryRates, taxNameOf, usStateRates } from './tax-rates.ts';

/** One million: rates are in parts per million of the net price. */
const PPM = 1_000_000;

/** How the shop prices and taxes (decision 068): settings, the same for every order. */
export interface TaxSettings {
  /** The catalogue's prices include the seller country's tax (EU style) or add tax on top (US style). */
  pricesIncludeTax: boolean;
  /** Shipping is taxed at the goods' rate (as in the EU and most US states that tax delivery). */
  shippingTaxed: boolean;
  /** ISO 3166-1 alpha-2 of the seller (Settings). */
  sellerCountry: string;
}

/** Who buys and where the goods go: the tax follows the shipping address. */
export interface TaxBuyer {
  country: string;
  region: string;
  /** A business buyer's VAT ID, already checked for its form (addresses.ts); '' for a consumer. */
  vatId: string;
}

/** The rate an order is taxed at, and what the invoice says of it. */
export interface TaxRate {
  ppm: number;
  /** "VAT 21%", "Sales tax 4%", "No tax", "Reverse charge". */
  label: string;
  reverseCharge: boolean;
}

/** The sentence an invoice under the reverse charge must carry (Council Directive 2006/112/EC). */
export const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).';

const percentOf = (ppm: number) => `${Number((ppm / 10_000).toFixed(4))}%`;

/** The table's rate for an address: a US state's, an EU member's VAT, another country's, or none. */
export function tableRate(country: string, region = ''): number {
  if (country === 'US') return usStateRates[region] ?? 0;
  return euVatRates[country] ?? otherCountryRates[country] ?? 0;
}

/**
 * The rate of an order: the buyer's address's, except that a business with a VAT ID in another EU
 * member than the seller's buys under the reverse charge, at 0 %.
 */
export function taxRateFor(buyer: TaxBuyer, settings: Pick<TaxSettings, 'sellerCountry'>): TaxRate {
  if (buyer.vatId !== '' && isEuMember(buyer.country) && buyer.country !== settings.sellerCountry)
    return { ppm: 0, label: 'Reverse charge', reverseCharge: true };
  const ppm = tableRate(buyer.country, buyer.region);
  const label = ppm === 0 ? 'No tax' : `${taxNameOf(buyer.country)} ${percentOf(ppm)}`;
  return { ppm, label, reverseCharge: false };
}

/** a / b rounded half up, for a ≥ 0 and b > 0 integers: the one rounding of the shop's tax. */
export const divideHalfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** An amount as priced (unit × quantity, or the shipping price), in cents. */
export interface TaxedAmount {
  netCents: number;
  taxCents: number;
  grossCents: number;
}

/**
 * The net, tax and gross of an amount as the catalogue prices it. Tax-exclusive prices are the net.
 * Tax-inclusive prices hold the seller country's rate: charged at that rate they are the gross as
 * they stand (the shelf price is paid to the cent); at another rate their net (the price less the
 * home rate's tax) is taxed at it, so a reverse-charge business pays the net.
 */
export function taxAmount(pricedCents: number, rate: TaxRate, settings: TaxSettings): TaxedAmount {
  let net = pricedCents;
  if (settings.pricesIncludeTax) {
    const homePpm = tableRate(settings.sellerCountry);
    const homeTax = divideHalfUp(pricedCents * homePpm, PPM + homePpm);
    if (rate.ppm === homePpm)
      return { netCents: pricedCents - homeTax, taxCents: homeTax, grossCents: pricedCents };
    net = pricedCents - homeTax;
  }
  const tax = divideHalfUp(net * rate.ppm, PPM);
  return { netCents: net, taxCents: tax, grossCents: net + tax };
}

export interface TaxableOrder {
  lines: readonly { unitCents: number; qty: number }[];
  shippingCents: number;
}

export interface OrderTaxes {
  rate: TaxRate;
  lines: TaxedAmount[];
  shipping: TaxedAmount;
  /** The sums the order, its payment and its invoice show. */
  netCents: number;
  taxCents: number;
  totalCents: number;
}

const sum = (amounts: readonly TaxedAmount[], key: keyof TaxedAmount) =>
  amounts.reduce((total, amount) => total + amount[key], 0);

/**
 * The taxes of an order: each line's tax rounded half up to the cent, shipping a line of its own (taxed
 * only when the settings say so), the order's tax the sum of its lines', its total the sum of their
 * gross amounts.
 */
export function orderTaxes(order: TaxableOrder, buyer: TaxBuyer, settings: TaxSettings): OrderTaxes {
  const rate = taxRateFor(buyer, settings);
  const lines = order.lines.map((line) => taxAmount(line.unitCents * line.qty, rate, settings));
  const shipping = settings.shippingTaxed
    ? taxAmount(order.shippingCents, rate, settings)
    : { netCents: order.shippingCents, taxCents: 0, grossCents: order.shippingCents };
  const all = [...lines, shipping];
  return {
    rate,
    lines,
    shipping,
    netCents: sum(all, 'netCents'),
    taxCents: sum(all, 'taxCents'),
    totalCents: sum(all, 'grossCents'),
  };
}
