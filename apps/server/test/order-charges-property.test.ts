import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInput, ShippingOptions } from '@crankworks/contract';
import { addressFieldsSchema, tableRate } from '@crankworks/contract';
import { loadConfig } from '../src/config.ts';
import { invoice, order, orderLine } from '../src/db/schema/index.ts';
import { placeGuestOrder, readShipment } from '../src/features/orders/index.ts';
import { markPaid } from '../src/features/payment-settlement/index.ts';
import { demoSeller, saveSeller } from '../src/features/seller/index.ts';
import { seedDemoZones } from '../src/features/shipping/index.ts';
import { toCents } from '../src/lib/money.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct } from './order-fixtures.ts';

/**
 * Issue 36's figure: random carts (1–30 lines, random tiers and weights, every zone, both tax
 * settings, consumers and reverse-charge businesses) placed by the real order statement and paid,
 * and for each: goods + shipping + tax = the quote's total = the stored total the card is charged =
 * the invoice's total, to the cent. CHARGE_PROPERTY_CARTS sets how many (CI: 200 per database;
 * `CHARGE_PROPERTY_CARTS=10000` for the issue's 10,000).
 */
const CARTS = Number(process.env.CHARGE_PROPERTY_CARTS ?? 200);

const address = (fields: Partial<AddressInput> & Pick<AddressInput, 'country' | 'postalCode'>) =>
  addressFieldsSchema.parse({
    fullName: 'Ada Rider',
    line1: '1 Spoke Street',
    city: 'Gearton',
    phone: '+1 555 0101',
    ...fields,
  });
const buyers = [
  address({ country: 'US', region: 'NY', postalCode: '10118' }),
  address({ country: 'US', region: 'CA', postalCode: '94103' }),
  address({ country: 'US', region: 'OR', postalCode: '97201' }),
  address({ country: 'US', region: 'AK', postalCode: '99501' }),
  address({ country: 'CA', region: 'ON', postalCode: 'M5V 2T6' }),
  address({ country: 'DE', postalCode: '10115' }),
  address({ country: 'FR', postalCode: '75001', company: 'Vélo SARL', vatId: 'FR40303265045' }),
  address({ country: 'NL', postalCode: '1011 AB' }),
  address({ country: 'GB', postalCode: 'SW1A 1AA' }),
  address({ country: 'AU', region: 'NSW', postalCode: '2000' }),
];

const settings = [
  { PRICES_INCLUDE_TAX: 'false', SHIPPING_TAXED: 'true', seller: 'US' },
  { PRICES_INCLUDE_TAX: 'true', SHIPPING_TAXED: 'true', seller: 'NL' },
  { PRICES_INCLUDE_TAX: 'false', SHIPPING_TAXED: 'false', seller: 'DE' },
  { PRICES_INCLUDE_TAX: 'true', SHIPPING_TAXED: 'false', seller: 'US' },
];

/** A cart takes some 30 ms: the 10,000 need minutes, not Vitest's default 30 s. */
const CARTS_TIMEOUT_MS = Math.max(30_000, (CARTS / settings.length) * 200);

describe.each(settings)(
  'random carts, prices with tax $PRICES_INCLUDE_TAX, shipping taxed $SHIPPING_TAXED',
  (setting) => {
    let t: TestApp;
    let parts: { id: string }[];
    beforeAll(async () => {
      const { seller, ...env } = setting;
      t = await buildTestApp({ ...env, MAX_UNPAID_ORDERS: '1000' });
      await saveSeller(t.database.db, { ...demoSeller, country: seller });
      await seedDemoZones({
        db: t.database.db,
        config: loadConfig({ NODE_ENV: 'test', DEMO: 'true' }),
        log: t.app.log,
        newDatabase: true,
      });
      const part = fc.record({
        price: fc.integer({ min: 50, max: 90_000 }).map((cents) => cents / 100),
        weightGrams: fc.integer({ min: 0, max: 4_000 }),
        tiers: fc.constantFrom(
          [],
          [{ minQty: 5, price: 0.4 }],
          [
            { minQty: 3, price: 0.9 },
            { minQty: 10, price: 0.45 },
          ],
        ),
      });
      parts = [];
      for (const [index, drawn] of fc.sample(part, { numRuns: 40, seed: 36 }).entries()) {
        const tiers = drawn.tiers.map((tier) => ({
          minQty: tier.minQty,
          price: Math.max(0.01, Math.round(drawn.price * tier.price * 100) / 100),
        }));
        parts.push(
          await addProduct(t.database.db, {
            name: `Part ${index}`,
            price: drawn.price,
            weightGrams: drawn.weightGrams,
            availableQty: 10_000_000,
            minimumQty: 1,
            tiers,
          }),
        );
      }
    });
    afterAll(() => t.app.close());

    it(
      `charges and invoices goods + shipping + tax, to the cent (${CARTS / settings.length} carts)`,
      async () => {
        const cart = fc.record({
          buyer: fc.constantFrom(...buyers),
          lines: fc.uniqueArray(
            fc.record({ part: fc.integer({ min: 0, max: 39 }), qty: fc.integer({ min: 1, max: 12 }) }),
            { minLength: 1, maxLength: 30, selector: (line) => line.part },
          ),
          choice: fc.nat(),
        });
        let placed = 0;
        await fc.assert(
          fc.asyncProperty(cart, async ({ buyer, lines, choice }) => {
            const wanted = lines.map((line) => ({ productId: parts[line.part]!.id, qty: line.qty }));
            const { vatId, country, region } = buyer;
            const quote = await t.app.inject({
              method: 'POST',
              url: '/api/shipping/options',
              payload: { to: { country, region, vatId }, lines: wanted },
            });
            const { options } = quote.json() as ShippingOptions;
            if (options.length === 0) return; // too heavy for every method of the zone: said before payment
            const option = options[choice % options.length]!;
            const body = {
              name: 'Ada Rider',
              email: `buyer-${placed++}@example.com`,
              lines: wanted,
              shipTo: buyer,
              shippingMethodId: option.methodId,
            };
            const shipment = await readShipment(t.database.db, t.app.deps.config, body);
            const limits = { maxUnpaid: 1000, holdMinutes: 60 };
            const { id } = await placeGuestOrder(t.database, body, { ...limits, shipment });
            await markPaid(t.database.db, id, `pi_property_${id}`, t.app.deps.config);

            const [row] = await t.database.db.select().from(order).where(eq(order.id, id));
            const orderLines = await t.database.db.select().from(orderLine).where(eq(orderLine.orderId, id));
            const [issued] = await t.database.db.select().from(invoice).where(eq(invoice.orderId, id));
            const snapshot = issued!.snapshot as { totalCents: number };
            const { goodsCents, shippingCents, shippingTaxCents, taxCents, totalCents } = row!;
            const lineTaxes = orderLines.reduce((sum, line) => sum + line.taxCents!, 0);

            expect(totalCents).toBe(toCents(option.total));
            expect(taxCents).toBe(toCents(option.tax));
            expect(shippingCents).toBe(toCents(option.price));
            expect(taxCents).toBe(lineTaxes + shippingTaxCents!);
            // Prices without tax: the tax is added. With tax, at the seller's own rate: the shelf prices are
            // the total (at another rate the goods' net is taxed at it, decision 068).
            if (!row!.pricesIncludeTax) expect(totalCents).toBe(goodsCents! + shippingCents! + taxCents!);
            else if (row!.taxRatePpm === tableRate(setting.seller))
              expect(totalCents).toBe(goodsCents! + shippingCents!);
            expect(snapshot.totalCents).toBe(totalCents);
          }),
          { numRuns: CARTS / settings.length, seed: 69 },
        );
        // Most carts find a method; the rest were told before payment that none takes them.
        expect(placed).toBeGreaterThan(CARTS / settings.length / 2);
      },
      CARTS_TIMEOUT_MS,
    );
  },
);
