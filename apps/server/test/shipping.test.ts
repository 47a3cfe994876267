import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shippingZoneInputSchema, type ShippingOptions, type ShippingZone } from '@crankworks/contract';
import { loadConfig } from '../src/config.ts';
import { product, shippingZone } from '../src/db/schema/index.ts';
import { demoSeller, saveSeller } from '../src/features/seller/index.ts';
import { demoZones, listZones, seedDemoZones } from '../src/features/shipping/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct } from './order-fixtures.ts';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: 'admin' });
});
afterEach(() => t.app.close());

const standard = {
  name: 'Standard',
  basis: 'weight',
  rates: [
    { upTo: 1000, price: 6.95 },
    { upTo: 5000, price: 12.95 },
  ],
  freeAbove: 150,
  minDays: 3,
  maxDays: 5,
};
const express = {
  name: 'Express',
  basis: 'weight',
  rates: [{ upTo: 5000, price: 24.95 }],
  minDays: 1,
  maxDays: 2,
};
const unitedStates = { name: 'United States', areas: [{ country: 'US' }], methods: [standard, express] };

const create = (zone: object, who: TestUser = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/shipping/zones', headers: who.headers, payload: zone });
const replace = (id: string, zone: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/shipping/zones/${id}`,
    headers: admin.headers,
    payload: zone,
  });
const zonesNow = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/shipping/zones', headers: admin.headers })).json<{
    zones: ShippingZone[];
  }>().zones;
const optionsFor = (to: object, lines: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/shipping/options', payload: { to, lines } });

/** A part of this price and weight, straight in the database. */
async function part(price: number, weightGrams: number) {
  const added = await addProduct(t.database.db, { price, minimumQty: 1 });
  await t.database.db.update(product).set({ weightGrams }).where(eq(product.id, added.id));
  return added.id;
}

describe('shipping zones in the dashboard', () => {
  it('creates a zone with its methods and rates, and lists it as saved, privately', async () => {
    const created = await create(unitedStates);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'United States',
      areas: [{ country: 'US', region: '' }],
      methods: [
        { ...standard, _id: expect.any(String) },
        { ...express, freeAbove: null, _id: expect.any(String) },
      ],
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/shipping/zones',
      headers: admin.headers,
    });
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json()).toEqual({ zones: [created.json()] });
  });

  it('keeps a bound by value in dollars, stored in cents', async () => {
    const byValue = {
      ...standard,
      name: 'Freight',
      basis: 'value',
      rates: [
        { upTo: 2000.5, price: 89 },
        { upTo: null, price: 149 },
      ],
    };
    const created = await create({ ...unitedStates, methods: [byValue] });
    expect(created.json().methods[0].rates).toEqual(byValue.rates);
  });

  it('replaces a zone whole, and a method whose name stays keeps its id', async () => {
    const created = (await create(unitedStates)).json<ShippingZone>();
    const cheaper = { ...standard, rates: [{ upTo: null, price: 4.95 }] };
    const replaced = await replace(created._id, {
      name: 'USA',
      areas: [{ country: 'US' }, { country: 'CA' }],
      methods: [cheaper],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      _id: created._id,
      name: 'USA',
      areas: [
        { country: 'CA', region: '' },
        { country: 'US', region: '' },
      ],
      methods: [{ _id: created.methods[0]!._id, rates: cheaper.rates }],
    });
    expect(replaced.json().methods).toHaveLength(1);
  });

  it('refuses a country already in another zone, naming it, and a name taken, and stores nothing', async () => {
    await create(unitedStates);
    const taken = await create({
      name: 'North America',
      areas: [{ country: 'CA' }, { country: 'US' }],
      methods: [],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      field: 'areas',
      message: 'United States is already in the zone United States',
    });
    const named = await create({ name: 'united states', areas: [{ country: 'CA' }], methods: [] });
    expect(named.statusCode).toBe(409);
    expect(named.json()).toEqual({ field: 'name', message: 'Another shipping zone has this name' });
    expect((await zonesNow()).map((zone) => zone.name)).toEqual(['United States']);
  });

  it('takes a region in a zone of its own beside its country’s', async () => {
    await create(unitedStates);
    const islands = await create({
      name: 'Alaska and Hawaii',
      areas: [
        { country: 'US', region: 'AK' },
        { country: 'US', region: 'HI' },
      ],
      methods: [standard],
    });
    expect(islands.statusCode).toBe(201);
  });

  it.each([
    [
      'a region of no list',
      { areas: [{ country: 'US', region: 'XX' }] },
      'areas.0.region',
      'State or province must be a US state from the list',
    ],
    [
      'a country we do not ship to',
      { areas: [{ country: 'IS' }] },
      'areas.0.country',
      'Country must be a country we ship to',
    ],
    ['no area', { areas: [] }, 'areas', 'Countries and regions must name at least one country'],
    [
      'rates out of order',
      {
        methods: [
          {
            ...standard,
            rates: [
              { upTo: 5000, price: 1 },
              { upTo: 1000, price: 2 },
            ],
          },
        ],
      },
      'methods.0.rates.1.upTo',
      'Up to must be more than the rate before, and only the last rate may have no limit',
    ],
    [
      'fewer most days',
      { methods: [{ ...standard, minDays: 4, maxDays: 2 }] },
      'methods.0.maxDays',
      'Most days must not be less than the fewest days',
    ],
    [
      'a price of three decimals',
      { methods: [{ ...standard, rates: [{ upTo: null, price: 1.234 }] }] },
      'methods.0.rates.0.price',
      'Price (USD) must have at most two decimals',
    ],
    [
      'an unknown basis',
      { methods: [{ ...standard, basis: 'volume' }] },
      'methods.0.basis',
      'Priced by must be weight or value',
    ],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, changes, field, message) => {
    const refused = await create({ ...unitedStates, ...changes });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ field, message });
    expect(await zonesNow()).toEqual([]);
  });

  it('answers 404 for a zone that is not there, and deletes one with its methods', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await replace(missing, unitedStates)).statusCode).toBe(404);
    const created = (await create(unitedStates)).json<ShippingZone>();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/shipping/zones/${created._id}`,
      headers: admin.headers,
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(await zonesNow()).toEqual([]);
    expect((await create(unitedStates)).statusCode).toBe(201);
  });

  it('gives one of two admins adding the same country at once a 409, never an error', async () => {
    const answers = await Promise.all([
      create({ name: 'One', areas: [{ country: 'DE' }], methods: [] }),
      create({ name: 'Two', areas: [{ country: 'DE' }], methods: [] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('the methods that serve an address', () => {
  beforeEach(async () => {
    await create(unitedStates);
    await create({
      name: 'Alaska and Hawaii',
      areas: [{ country: 'US', region: 'AK' }],
      methods: [{ ...standard, rates: [{ upTo: null, price: 29.95 }], freeAbove: null }],
    });
  });
  const options = async (to: object, lines: object[]) =>
    (await optionsFor(to, lines)).json<ShippingOptions>();

  it('prices each method of the address’s zone for the lines’ weight, with the order’s tax and total, cheapest first', async () => {
    const chain = await part(30, 280);
    // $120 of goods, 1,120 g; New York's 4 % on the goods (480) and on shipping (51.8 → 52; 99.8 → 100).
    expect(await options({ country: 'US', region: 'NY' }, [{ productId: chain, qty: 4 }])).toEqual({
      zone: 'United States',
      goods: 120,
      taxRate: { label: 'Sales tax 4%', reverseCharge: false, note: null },
      options: [
        {
          methodId: expect.any(String),
          name: 'Standard',
          price: 12.95,
          minDays: 3,
          maxDays: 5,
          tax: 5.32,
          total: 138.27,
        },
        {
          methodId: expect.any(String),
          name: 'Express',
          price: 24.95,
          minDays: 1,
          maxDays: 2,
          tax: 5.8,
          total: 150.75,
        },
      ],
      unserved: null,
    });
  });

  it('charges a business with a VAT ID in another EU member under the reverse charge, a consumer his VAT', async () => {
    await saveSeller(t.database.db, { ...demoSeller, country: 'NL' });
    await create({
      name: 'Germany',
      areas: [{ country: 'DE' }],
      methods: [{ ...standard, freeAbove: null }],
    });
    const chain = await part(30, 280);
    const business = await options({ country: 'DE', vatId: 'de 123.456.789' }, [
      { productId: chain, qty: 1 },
    ]);
    expect(business).toMatchObject({
      taxRate: { label: 'Reverse charge', reverseCharge: true, note: expect.stringContaining('Article 196') },
      options: [{ price: 6.95, tax: 0, total: 36.95 }],
    });
    const consumer = await options({ country: 'DE' }, [{ productId: chain, qty: 1 }]);
    // 19 % of $30 (570) and of $6.95 (132.05 → 132).
    expect(consumer).toMatchObject({ taxRate: { label: 'VAT 19%' }, options: [{ tax: 7.02, total: 43.97 }] });
    const refused = await optionsFor({ country: 'DE', vatId: 'NL123' }, [{ productId: chain, qty: 1 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      field: 'to.vatId',
      message: 'VAT or tax ID must be a German VAT ID, like DE123456789',
    });
  });

  it('ships free from the threshold, and finds a region’s own zone before its country’s', async () => {
    const wheelset = await part(160, 1800);
    const free = await options({ country: 'US', region: 'NY' }, [{ productId: wheelset, qty: 1 }]);
    expect(free.options[0]).toMatchObject({ name: 'Standard', price: 0 });
    const alaska = await options({ country: 'US', region: 'AK' }, [{ productId: wheelset, qty: 1 }]);
    expect(alaska).toMatchObject({
      zone: 'Alaska and Hawaii',
      options: [{ name: 'Standard', price: 29.95 }],
    });
  });

  it('says plainly when no zone serves the address, or no method takes goods this heavy', async () => {
    const chain = await part(30, 280);
    expect(await options({ country: 'JP' }, [{ productId: chain, qty: 1 }])).toEqual({
      zone: null,
      goods: 30,
      taxRate: { label: 'No tax', reverseCharge: false, note: null },
      options: [],
      unserved: 'We do not ship to Japan yet: write to us and we will find a way.',
    });
    const anvil = await part(20, 6000);
    expect(await options({ country: 'US', region: 'TX' }, [{ productId: anvil, qty: 1 }])).toMatchObject({
      zone: 'United States',
      options: [],
      unserved:
        'No shipping method to Texas, United States takes an order this heavy or large: write to us for a freight quote.',
    });
  });

  it('refuses a part that is not sold with a 404, and a region not of the country with a 400', async () => {
    const gone = await optionsFor({ country: 'US' }, [
      { productId: '00000000-0000-4000-8000-000000000000', qty: 1 },
    ]);
    expect(gone.statusCode).toBe(404);
    const chain = await part(30, 280);
    const refused = await optionsFor({ country: 'DE', region: 'BY' }, [{ productId: chain, qty: 1 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      field: 'to.region',
      message: 'State or province must be left empty for this country',
    });
  });
});

describe('the demo zones', () => {
  it('are valid zones, seeded into a new demo database only', async () => {
    for (const zone of demoZones) expect(shippingZoneInputSchema.safeParse(zone).success).toBe(true);
    const { db } = t.database;
    const seed = (demo: boolean, newDatabase: boolean) =>
      seedDemoZones({
        db,
        config: loadConfig({ NODE_ENV: 'test', DEMO: String(demo) }),
        log: t.app.log,
        newDatabase,
      });
    await seed(true, false);
    await seed(false, true);
    expect(await db.$count(shippingZone)).toBe(0);
    // As the seed runs: in one transaction, whose one connection must be asked one query at a time
    // (node-postgres warned of queries sent at once, then queued them).
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(warning.message);
    process.on('warning', warned);
    try {
      await db.transaction((tx) =>
        seedDemoZones({
          db: tx,
          config: loadConfig({ NODE_ENV: 'test', DEMO: 'true' }),
          log: t.app.log,
          newDatabase: true,
        }),
      );
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', warned);
    }
    expect(warnings).toEqual([]);
    expect((await listZones(db)).map((zone) => zone.name)).toEqual(demoZones.map((zone) => zone.name).sort());
  });
});

describe('tax-inclusive prices', () => {
  it('charge a buyer at the seller’s own rate the shelf prices, shipping included, to the cent', async () => {
    await t.app.close();
    t = await buildTestApp({ PRICES_INCLUDE_TAX: 'true' });
    admin = await signUp(t.app, { role: 'admin' });
    await saveSeller(t.database.db, { ...demoSeller, country: 'NL' });
    await create({
      name: 'Benelux',
      areas: [{ country: 'NL' }, { country: 'BE' }],
      methods: [{ ...standard, freeAbove: null }],
    });
    const chain = await part(29.99, 280);
    const answer = (
      await optionsFor({ country: 'NL' }, [{ productId: chain, qty: 3 }])
    ).json<ShippingOptions>();
    // 3 × $29.99 = 8997 holds 21 %: 1561.47 → 1561; $6.95 holds 120.62 → 121.
    expect(answer).toMatchObject({
      taxRate: { label: 'Including VAT 21%' },
      options: [{ price: 6.95, tax: 16.82, total: 96.92 }],
    });
  });
});
