/**
 * The countries the shop ships to and what an address there must look like: the shape of its postal
 * code, its regions when it has a list of them, and, in the EU, the shape of a VAT ID after its
 * country prefix. Offline format checks only (decision 061): no outside service is asked.
 */
export interface Region {
  code: string;
  name: string;
}

export interface CountryRules {
  name: string;
  /** "a Dutch postal code": how a refusal names the expected postal code. */
  postalName: string;
  /** Upper-case, single-spaced input is matched. */
  postalPattern: RegExp;
  postalExample: string;
  /** The label of the region control, and its list; only countries whose addresses need one. */
  regions?: { label: string; kind: string; list: readonly Region[] };
  /** EU VAT IDs: the pattern after the country prefix (the prefix is the country code). */
  vat?: { name: string; pattern: RegExp; example: string };
}

const regions = (entries: string) =>
  entries.split(';').map((entry) => {
    const [code = '', name = ''] = entry.split(':');
    return { code, name };
  });

const usStates = regions(
  'AL:Alabama;AK:Alaska;AZ:Arizona;AR:Arkansas;CA:California;CO:Colorado;CT:Connecticut;DE:Delaware;' +
    'DC:District of Columbia;FL:Florida;GA:Georgia;HI:Hawaii;ID:Idaho;IL:Illinois;IN:Indiana;IA:Iowa;' +
    'KS:Kansas;KY:Kentucky;LA:Louisiana;ME:Maine;MD:Maryland;MA:Massachusetts;MI:Michigan;MN:Minnesota;' +
    'MS:Mississippi;MO:Missouri;MT:Montana;NE:Nebraska;NV:Nevada;NH:New Hampshire;NJ:New Jersey;' +
    'NM:New Mexico;NY:New York;NC:North Carolina;ND:North Dakota;OH:Ohio;OK:Oklahoma;OR:Oregon;' +
    'PA:Pennsylvania;RI:Rhode Island;SC:South Carolina;SD:South Dakota;TN:Tennessee;TX:Texas;UT:Utah;' +
    'VT:Vermont;VA:Virginia;WA:Washington;WV:West Virginia;WI:Wisconsin;WY:Wyoming',
);

const canadianProvinces = regions(
  'AB:Alberta;BC:British Columbia;MB:Manitoba;NB:New Brunswick;NL:Newfoundland and Labrador;' +
    'NS:Nova Scotia;NT:Northwest Territories;NU:Nunavut;ON:Ontario;PE:Prince Edward Island;QC:Quebec;' +
    'SK:Saskatchewan;YT:Yukon',
);

const australianStates = regions(
  'ACT:Australian Capital Territory;NSW:New South Wales;NT:Northern Territory;QLD:Queensland;' +
    'SA:South Australia;TAS:Tasmania;VIC:Victoria;WA:Western Australia',
);

const fourDigits = /^\d{4}$/;
const fiveDigits = /^\d{5}$/;
const fourDigitsNoLeadingZero = /^[1-9]\d{3}$/;

export const shippingCountries = {
  US: {
    name: 'United States',
    postalName: 'a US ZIP code',
    postalPattern: /^\d{5}(-\d{4})?$/,
    postalExample: '10001',
    regions: { label: 'State', kind: 'a US state', list: usStates },
  },
  CA: {
    name: 'Canada',
    postalName: 'a Canadian postal code',
    postalPattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
    postalExample: 'K1A 0B1',
    regions: { label: 'Province', kind: 'a Canadian province or territory', list: canadianProvinces },
  },
  GB: {
    name: 'United Kingdom',
    postalName: 'a UK postcode',
    postalPattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/,
    postalExample: 'SW1A 1AA',
  },
  IE: {
    name: 'Ireland',
    postalName: 'an Irish Eircode',
    postalPattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/,
    postalExample: 'D02 X285',
    vat: {
      name: 'an Irish VAT ID',
      pattern: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
      example: 'IE6388047V',
    },
  },
  DE: {
    name: 'Germany',
    postalName: 'a German postal code',
    postalPattern: fiveDigits,
    postalExample: '10115',
    vat: { name: 'a German VAT ID', pattern: /^\d{9}$/, example: 'DE123456789' },
  },
  FR: {
    name: 'France',
    postalName: 'a French postal code',
    postalPattern: fiveDigits,
    postalExample: '75001',
    vat: { name: 'a French VAT ID', pattern: /^[\dA-HJ-NP-Z]{2}\d{9}$/, example: 'FR40303265045' },
  },
  NL: {
    name: 'Netherlands',
    postalName: 'a Dutch postal code',
    postalPattern: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
    postalExample: '1234 AB',
    vat: { name: 'a Dutch VAT ID', pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  },
  BE: {
    name: 'Belgium',
    postalName: 'a Belgian postal code',
    postalPattern: fourDigitsNoLeadingZero,
    postalExample: '1000',
    vat: { name: 'a Belgian VAT ID', pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  },
  AT: {
    name: 'Austria',
    postalName: 'an Austrian postal code',
    postalPattern: fourDigitsNoLeadingZero,
    postalExample: '1010',
    vat: { name: 'an Austrian VAT ID', pattern: /^U\d{8}$/, example: 'ATU12345678' },
  },
  IT: {
    name: 'Italy',
    postalName: 'an Italian postal code',
    postalPattern: fiveDigits,
    postalExample: '00118',
    vat: { name: 'an Italian VAT ID', pattern: /^\d{11}$/, example: 'IT12345678901' },
  },
  ES: {
    name: 'Spain',
    postalName: 'a Spanish postal code',
    postalPattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
    postalExample: '28001',
    vat: { name: 'a Spanish VAT ID', pattern: /^[\dA-Z]\d{7}[\dA-Z]$/, example: 'ESA12345674' },
  },
  PT: {
    name: 'Portugal',
    postalName: 'a Portuguese postal code',
    postalPattern: /^\d{4}-\d{3}$/,
    postalExample: '1000-001',
    vat: { name: 'a Portuguese VAT ID', pattern: /^\d{9}$/, example: 'PT123456789' },
  },
  SE: {
    name: 'Sweden',
    postalName: 'a Swedish postal code',
    postalPattern: /^\d{3} ?\d{2}$/,
    postalExample: '114 55',
    vat: { name: 'a Swedish VAT ID', pattern: /^\d{10}01$/, example: 'SE123456789701' },
  },
  DK: {
    name: 'Denmark',
    postalName: 'a Danish postal code',
    postalPattern: fourDigits,
    postalExample: '1050',
    vat: { name: 'a Danish VAT ID', pattern: /^\d{8}$/, example: 'DK12345678' },
  },
  FI: {
    name: 'Finland',
    postalName: 'a Finnish postal code',
    postalPattern: fiveDigits,
    postalExample: '00100',
    vat: { name: 'a Finnish VAT ID', pattern: /^\d{8}$/, example: 'FI12345678' },
  },
  PL: {
    name: 'Poland',
    postalName: 'a Polish postal code',
    postalPattern: /^\d{2}-\d{3}$/,
    postalExample: '00-950',
    vat: { name: 'a Polish VAT ID', pattern: /^\d{10}$/, example: 'PL1234567890' },
  },
  CZ: {
    name: 'Czechia',
    postalName: 'a Czech postal code',
    postalPattern: /^\d{3} ?\d{2}$/,
    postalExample: '110 00',
    vat: { name: 'a Czech VAT ID', pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  },
  CH: {
    name: 'Switzerland',
    postalName: 'a Swiss postal code',
    postalPattern: fourDigitsNoLeadingZero,
    postalExample: '8001',
  },
  NO: {
    name: 'Norway',
    postalName: 'a Norwegian postal code',
    postalPattern: fourDigits,
    postalExample: '0150',
  },
  AU: {
    name: 'Australia',
    postalName: 'an Australian postcode',
    postalPattern: fourDigits,
    postalExample: '2000',
    regions: {
      label: 'State or territory',
      kind: 'an Australian state or territory',
      list: australianStates,
    },
  },
  NZ: {
    name: 'New Zealand',
    postalName: 'a New Zealand postcode',
    postalPattern: fourDigits,
    postalExample: '6011',
  },
  JP: {
    name: 'Japan',
    postalName: 'a Japanese postal code',
    postalPattern: /^\d{3}-?\d{4}$/,
    postalExample: '100-0001',
  },
} as const satisfies Record<string, CountryRules>;

export type CountryCode = keyof typeof shippingCountries;

export const countryCodes = Object.keys(shippingCountries) as [CountryCode, ...CountryCode[]];

/** The rules of a country, widened so that optional parts can be asked for; none for another code. */
export const countryRules = (code: string): CountryRules | undefined =>
  Object.hasOwn(shippingCountries, code) ? shippingCountries[code as CountryCode] : undefined;

/** Countries by name, as a select lists them. */
export const countriesByName = countryCodes
  .map((code) => ({ code, name: shippingCountries[code].name }))
  .sort((a, b) => a.name.localeCompare(b.name));
