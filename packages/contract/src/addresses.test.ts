import { describe, expect, it } from 'vitest';
import { countriesByName, shippingCountries } from './address-countries.ts';
import { addressFieldsSchema } from './addresses.ts';
import { refusalOf } from './field-labels.ts';

const newYork = {
  fullName: 'Ada Rider',
  line1: '350 Fifth Avenue',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  country: 'US',
  phone: '+1 212 555 0100',
};
const amsterdam = {
  ...newYork,
  line1: 'Damrak 1',
  city: 'Amsterdam',
  region: '',
  postalCode: '1012 LG',
  country: 'NL',
  phone: '+31 20 555 0100',
};

/** The first refusal as the API words it: the field's label, then the problem. */
const refusal = (input: unknown) => {
  const issue = addressFieldsSchema.safeParse(input).error?.issues[0];
  return issue && refusalOf(issue.path.join('.'), issue.message);
};

describe('addressFieldsSchema: an address checked by its country’s rules', () => {
  it('accepts a US address with its state, leaving the optional fields empty', () => {
    expect(addressFieldsSchema.parse(newYork)).toEqual({ ...newYork, company: '', line2: '', vatId: '' });
  });

  it('names the field in a person’s words when a Dutch postal code is malformed', () => {
    expect(refusal({ ...amsterdam, postalCode: '1012' })).toBe(
      'Postal code must be a Dutch postal code, like 1234 AB',
    );
  });

  it.each([
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['GB', 'EC1A  1BB', 'EC1A 1BB'],
    ['CA', 'k1a 0b1', 'K1A 0B1'],
    ['NL', '1012lg', '1012LG'],
    ['IE', 'd02 x285', 'D02 X285'],
    ['PT', '1000-001', '1000-001'],
    ['PL', '00-950', '00-950'],
    ['SE', '114 55', '114 55'],
    ['JP', '100-0001', '100-0001'],
  ])('accepts the letters and signs of a %s postal code (%s)', (country, postalCode, stored) => {
    const region = country === 'CA' ? 'ON' : '';
    expect(addressFieldsSchema.parse({ ...amsterdam, country, region, postalCode }).postalCode).toBe(stored);
  });

  it.each([
    ['US', '1011', 'a US ZIP code, like 10001'],
    ['CA', 'D1A 0B1', 'a Canadian postal code, like K1A 0B1'],
    ['GB', '12345', 'a UK postcode, like SW1A 1AA'],
    ['DE', '1011', 'a German postal code, like 10115'],
    ['PT', '1000001', 'a Portuguese postal code, like 1000-001'],
    ['AU', '20000', 'an Australian postcode, like 2000'],
  ])('refuses a %s postal code of the wrong shape (%s)', (country, postalCode, expected) => {
    const region = { US: 'NY', CA: 'ON', AU: 'NSW' }[country] ?? '';
    expect(refusal({ ...amsterdam, country, region, postalCode })).toBe(`Postal code must be ${expected}`);
  });

  it('wants a region from the list where the country has them, and none elsewhere', () => {
    expect(refusal({ ...newYork, region: '' })).toBe('State or province is required: choose a US state');
    expect(refusal({ ...newYork, region: 'XX' })).toBe('State or province must be a US state from the list');
    expect(refusal({ ...newYork, country: 'CA', region: 'NY', postalCode: 'K1A 0B1' })).toBe(
      'State or province must be a Canadian province or territory from the list',
    );
    expect(refusal({ ...amsterdam, region: 'NH' })).toBe(
      'State or province must be left empty: the shop keeps no regions for this country',
    );
  });

  it('refuses a country the shop does not ship to', () => {
    expect(refusal({ ...amsterdam, country: 'IS' })).toBe('Country must be a country we ship to');
  });

  it.each([
    ['NL', 'nl 1234.56.789.B01', 'NL123456789B01'],
    ['DE', 'DE123456789', 'DE123456789'],
    ['AT', 'ATU12345678', 'ATU12345678'],
    ['FR', 'FR40303265045', 'FR40303265045'],
    ['BE', 'BE0123456789', 'BE0123456789'],
    ['IE', 'IE6388047V', 'IE6388047V'],
  ])('accepts a well-formed %s VAT ID (%s), stored without its spaces and dots', (country, vatId, stored) => {
    const postalCode = shippingCountries[country as 'NL'].postalExample;
    expect(addressFieldsSchema.parse({ ...amsterdam, country, postalCode, vatId }).vatId).toBe(stored);
  });

  it.each([
    ['NL123456789', 'a Dutch VAT ID, like NL123456789B01'],
    ['DE123456789', 'a Dutch VAT ID, like NL123456789B01'],
    ['123456789B01', 'a Dutch VAT ID, like NL123456789B01'],
  ])('refuses the malformed Dutch VAT ID %s', (vatId, expected) => {
    expect(refusal({ ...amsterdam, vatId })).toBe(`VAT or tax ID must be ${expected}`);
  });

  it('takes any tax ID outside the EU, where no format is checked', () => {
    expect(addressFieldsSchema.parse({ ...newYork, vatId: '12-3456789' }).vatId).toBe('123456789');
  });

  it('requires the name, the first line, the city, the postal code and a phone', () => {
    for (const field of ['fullName', 'line1', 'city', 'postalCode', 'phone'])
      expect(addressFieldsSchema.safeParse({ ...newYork, [field]: ' ' }).error?.issues[0]?.path).toEqual([
        field,
      ]);
  });

  it.each([
    [{ ...amsterdam, vatId: 5 }, 'vatId'],
    [{ ...amsterdam, postalCode: null }, 'postalCode'],
    [{ country: 'NL' }, 'fullName'],
    [{ ...newYork, region: 7, fullName: 'x'.repeat(101) }, 'fullName'],
  ])('answers input of the wrong kind with a refusal, never a crash (%j)', (input, field) => {
    expect(addressFieldsSchema.safeParse(input).error?.issues[0]?.path).toEqual([field]);
  });

  it('lists every country with a postal example its own pattern accepts', () => {
    expect(countriesByName).toHaveLength(22);
    for (const { code } of countriesByName) {
      const rules = shippingCountries[code];
      expect(rules.postalPattern.test(rules.postalExample), code).toBe(true);
      if ('vat' in rules) expect(rules.vat.pattern.test(rules.vat.example.slice(2)), code).toBe(true);
    }
  });
});
