import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, orderTaxes, REVERSE_CHARGE_NOTE, taxRateFor, type TaxSettings } from './tax.ts';

const usSeller: TaxSettings = { pricesIncludeTax: false, shippingTaxed: true, sellerCountry: 'US' };
const dutchSeller: TaxSettings = { pricesIncludeTax: true, shippingTaxed: true, sellerCountry: 'NL' };
const consumer = (country: string, region = '') => ({ country, region, vatId: '' });
const business = (country: string, vatId: string) => ({ country, region: '', vatId });

describe('the rate of an order', () => {
  it('is the state’s for a US address, the member’s VAT in the EU, none where the buyer pays at import', () => {
    expect(taxRateFor(consumer('US', 'NY'), usSeller)).toEqual({
      ppm: 40_000,
      label: 'Sales tax 4%',
      reverseCharge: false,
    });
    expect(taxRateFor(consumer('US', 'MN'), usSeller).label).toBe('Sales tax 6.875%');
    expect(taxRateFor(consumer('US', 'OR'), usSeller).ppm).toBe(0);
    expect(taxRateFor(consumer('DE'), usSeller).label).toBe('VAT 19%');
    expect(taxRateFor(consumer('AU'), usSeller).label).toBe('GST 10%');
    expect(taxRateFor(consumer('JP'), usSeller)).toEqual({ ppm: 0, label: 'No tax', reverseCharge: false });
  });

  it('is the reverse charge for a business with a VAT ID in another EU member than the seller’s', () => {
    const reverse = { ppm: 0, label: 'Reverse charge', reverseCharge: true };
    expect(taxRateFor(business('DE', 'DE123456789'), dutchSeller)).toEqual(reverse);
    expect(taxRateFor(business('DE', 'DE123456789'), usSeller)).toEqual(reverse);
    expect(taxRateFor(business('NL', 'NL123456789B01'), dutchSeller).label).toBe('VAT 21%');
    expect(taxRateFor(business('GB', 'GB123456789'), dutchSeller).label).toBe('VAT 20%');
    expect(taxRateFor(consumer('DE'), dutchSeller).label).toBe('VAT 19%');
    expect(REVERSE_CHARGE_NOTE).toMatch(/Article 196/);
  });
});

describe('the taxes of an order', () => {
  it('rounds each line’s tax half up to the cent, and sums the lines', () => {
    // 3 × $10.00 at 6.25 % (Texas): 187.5 cents → 188; shipping $6.95: 43.4375 → 43.
    const taxes = orderTaxes(
      { lines: [{ unitCents: 1000, qty: 3 }], shippingCents: 695 },
      consumer('US', 'TX'),
      usSeller,
    );
    expect(taxes.lines).toEqual([{ netCents: 3000, taxCents: 188, grossCents: 3188 }]);
    expect(taxes.shipping).toEqual({ netCents: 695, taxCents: 43, grossCents: 738 });
    expect(taxes).toMatchObject({ netCents: 3695, taxCents: 231, totalCents: 3926 });
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(14, 10)).toBe(1);
  });

  it('leaves shipping untaxed when the settings say so', () => {
    const taxes = orderTaxes(
      { lines: [{ unitCents: 1000, qty: 1 }], shippingCents: 500 },
      consumer('US', 'NY'),
      {
        ...usSeller,
        shippingTaxed: false,
      },
    );
    expect(taxes).toMatchObject({ taxCents: 40, totalCents: 1540 });
  });

  it('charges tax-inclusive shelf prices as they stand at home, their net elsewhere and under the reverse charge', () => {
    const order = { lines: [{ unitCents: 1000, qty: 1 }], shippingCents: 0 };
    expect(orderTaxes(order, consumer('NL'), dutchSeller).lines).toEqual([
      { netCents: 826, taxCents: 174, grossCents: 1000 },
    ]);
    expect(orderTaxes(order, consumer('DE'), dutchSeller).lines).toEqual([
      { netCents: 826, taxCents: 157, grossCents: 983 },
    ]);
    expect(orderTaxes(order, business('DE', 'DE123456789'), dutchSeller).lines).toEqual([
      { netCents: 826, taxCents: 0, grossCents: 826 },
    ]);
  });

  const countries = ['US', 'DE', 'NL', 'FR', 'GB', 'AU', 'JP', 'SE', 'FI'] as const;
  const arbitraryOrder = fc.record({
    lines: fc.array(
      fc.record({ unitCents: fc.integer({ min: 1, max: 500_000 }), qty: fc.integer({ min: 1, max: 500 }) }),
      {
        minLength: 1,
        maxLength: 30,
      },
    ),
    shippingCents: fc.integer({ min: 0, max: 20_000 }),
  });
  const arbitraryBuyer = fc.record({
    country: fc.constantFrom(...countries),
    region: fc.constantFrom('', 'NY', 'CA', 'MN', 'OR'),
    vatId: fc.constantFrom('', 'XX123'),
  });
  const arbitrarySettings = fc.record({
    pricesIncludeTax: fc.boolean(),
    shippingTaxed: fc.boolean(),
    sellerCountry: fc.constantFrom(...countries),
  });

  it('adds up to the cent for any order: net + tax = total, each line and shipping alike', () => {
    fc.assert(
      fc.property(arbitraryOrder, arbitraryBuyer, arbitrarySettings, (order, buyer, settings) => {
        const taxes = orderTaxes(order, buyer, settings);
        for (const amount of [...taxes.lines, taxes.shipping]) {
          expect(amount.netCents + amount.taxCents).toBe(amount.grossCents);
          expect(amount.taxCents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(amount.taxCents)).toBe(true);
        }
        expect(taxes.netCents + taxes.taxCents).toBe(taxes.totalCents);
        expect(taxes.taxCents).toBe(
          [...taxes.lines, taxes.shipping].reduce((sum, amount) => sum + amount.taxCents, 0),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('charges exclusive prices plus their tax, each line’s within half a cent of the exact figure', () => {
    fc.assert(
      fc.property(arbitraryOrder, arbitraryBuyer, (order, buyer) => {
        const taxes = orderTaxes(order, buyer, usSeller);
        const goods = order.lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
        expect(taxes.totalCents).toBe(goods + order.shippingCents + taxes.taxCents);
        order.lines.forEach((line, index) => {
          const exact = (line.unitCents * line.qty * taxes.rate.ppm) / 1_000_000;
          expect(Math.abs(taxes.lines[index]!.taxCents - exact)).toBeLessThanOrEqual(0.5);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('charges inclusive prices as they stand when the buyer pays the home rate', () => {
    fc.assert(
      fc.property(arbitraryOrder, fc.constantFrom('NL', 'DE', 'SE'), (order, country) => {
        const settings = { ...dutchSeller, sellerCountry: country };
        const goods = order.lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
        expect(orderTaxes(order, consumer(country), settings).totalCents).toBe(goods + order.shippingCents);
      }),
      { numRuns: 1000 },
    );
  });
});
