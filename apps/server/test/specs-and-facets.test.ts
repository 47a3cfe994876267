import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ProductDetail,
  ProductFacets,
  ProductPage,
  SpecDefinition,
  SpecDefinitionList,
} from '@crankworks/contract';
import { seedDatabase } from '../src/db/seed.ts';
import { seedSteps } from '../src/seed-steps.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct } from './order-fixtures.ts';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const as = (who: TestUser | undefined, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...who?.headers, ...options.headers } });
const seedDemo = () =>
  seedDatabase(t.database.db, seedSteps, { ...t.app.deps.config, demo: true }, t.app.log);
const names = async (query: string) => {
  const response = await as(undefined, { method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<ProductPage>()
    .items.map((item) => item.name)
    .sort();
};
const facets = async (query: string) => {
  const response = await as(undefined, { method: 'GET', url: `/api/products/facets?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductFacets>();
};
const addSpec = async (name: string, kind: string, unit?: string) => {
  const response = await as(admin, { method: 'POST', url: '/api/spec', payload: { name, kind, unit } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SpecDefinition>();
};
const setSpecs = (productId: string, specs: { specId: string; value: string }[]) =>
  as(admin, { method: 'PUT', url: `/api/product/${productId}/specs`, payload: { specs } });

describe('specifications', () => {
  beforeEach(async () => {
    admin = await signUp(t.app, { role: 'admin' });
  });

  it('are defined once with a key from the name, given typed values, and shown on the part by name', async () => {
    const length = await addSpec('Crank length', 'number', 'mm');
    const bb = await addSpec('Bottom bracket', 'text');
    const tubeless = await addSpec('Tubeless ready', 'yes-no');
    expect(length).toMatchObject({ key: 'crank-length', kind: 'number', unit: 'mm', productCount: 0 });
    const part = await addProduct(t.database.db, { name: 'Forge crankset' });

    const saved = await setSpecs(part.id, [
      { specId: length.id, value: '172.50' },
      { specId: bb.id, value: 'BSA' },
      { specId: tubeless.id, value: 'No' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);

    const detail = (
      await as(undefined, { method: 'GET', url: `/api/product/${part.id}` })
    ).json<ProductDetail>();
    expect(detail.specs.map((spec) => [spec.name, spec.value, spec.unit])).toEqual([
      ['Bottom bracket', 'BSA', null],
      ['Crank length', '172.5', 'mm'],
      ['Tubeless ready', 'no', null],
    ]);
    const list = (await as(undefined, { method: 'GET', url: '/api/specs' })).json<SpecDefinitionList>();
    expect(list.items.map((spec) => [spec.key, spec.productCount])).toEqual([
      ['bottom-bracket', 1],
      ['crank-length', 1],
      ['tubeless-ready', 1],
    ]);
  });

  it('refuse a value that does not fit the kind, naming the line, and change nothing', async () => {
    const length = await addSpec('Crank length', 'number', 'mm');
    const tubeless = await addSpec('Tubeless ready', 'yes-no');
    const part = await addProduct(t.database.db);
    await setSpecs(part.id, [{ specId: length.id, value: '170' }]);

    const notANumber = await setSpecs(part.id, [
      { specId: tubeless.id, value: 'yes' },
      { specId: length.id, value: '172,5 mm' },
    ]);
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json()).toMatchObject({
      field: 'specs.1.value',
      message: 'Value must be a number, such as 172.5',
    });
    const notYesNo = await setSpecs(part.id, [{ specId: tubeless.id, value: 'maybe' }]);
    expect(notYesNo.json()).toMatchObject({ field: 'specs.0.value', message: 'Value must be yes or no' });
    const unknown = await setSpecs(part.id, [{ specId: crypto.randomUUID(), value: '1' }]);
    expect(unknown.json()).toMatchObject({ field: 'specs.0.specId' });
    const twice = await setSpecs(part.id, [
      { specId: length.id, value: '1' },
      { specId: length.id, value: '2' },
    ]);
    expect(twice.statusCode).toBe(400);

    const detail = (
      await as(undefined, { method: 'GET', url: `/api/product/${part.id}` })
    ).json<ProductDetail>();
    expect(detail.specs.map((spec) => spec.value)).toEqual(['170']);
  });

  it('refuse a second of one name, and a deletion while a part gives it', async () => {
    const length = await addSpec('Crank length', 'number', 'mm');
    const again = await as(admin, {
      method: 'POST',
      url: '/api/spec',
      payload: { name: 'crank LENGTH', kind: 'text' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'name', message: 'Another specification has this name' });

    const part = await addProduct(t.database.db);
    await setSpecs(part.id, [{ specId: length.id, value: '170' }]);
    const refused = await as(admin, { method: 'DELETE', url: `/api/spec/${length.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Crank length is given by 1 part: take it off them first');

    await setSpecs(part.id, []);
    const renamed = await as(admin, {
      method: 'PUT',
      url: `/api/spec/${length.id}`,
      payload: { name: 'Arm length', unit: 'mm' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Arm length', key: 'crank-length' });
    expect((await as(admin, { method: 'DELETE', url: `/api/spec/${length.id}` })).statusCode).toBe(200);
  });
});

describe('the demo catalogue’s filters', () => {
  beforeEach(seedDemo);

  it('narrow it by category and specification, kept together with search', async () => {
    expect(await names('category=drivetrain&spec=speeds:11')).toEqual([
      'Forge 2x11 Road Crankset',
      'LinkPro 11-Speed Chain',
      'RidgeLine 11-34T Cassette',
      'ShiftLine 11-Speed Rear Derailleur',
    ]);
    expect(await names('spec=crank-length:172.5')).toEqual(['Forge 2x11 Road Crankset']);
    expect(await names('spec=crank-length:172.50')).toEqual(['Forge 2x11 Road Crankset']);
    // A variant's own value (decision 078) finds its product, listed once.
    expect(await names('spec=crank-length:175&spec=crank-length:170')).toEqual(['Forge 2x11 Road Crankset']);
    expect(await names('spec=crank-length:180')).toEqual([]);
    expect(await names('spec=chainring-teeth:36')).toEqual(['Forge Narrow-Wide Chainring']);
    // Two values of one specification are alternatives; two specifications must both hold.
    expect(await names('spec=material:Steel&spec=material:Stainless%20steel')).toEqual([
      'CoolDisc Brake Rotor',
      'LinkPro 11-Speed Chain',
      'RidgeLine 11-34T Cassette',
    ]);
    expect(await names('spec=material:Steel&spec=speeds:11')).toEqual([
      'LinkPro 11-Speed Chain',
      'RidgeLine 11-34T Cassette',
    ]);
    // The derailleur's description speaks of "a quiet chain"; the cassette's and the crankset's do not.
    expect(await names('q=chains&spec=speeds:11')).toEqual([
      'LinkPro 11-Speed Chain',
      'ShiftLine 11-Speed Rear Derailleur',
    ]);
    expect(await names('spec=tubeless-ready:Yes')).toEqual(['TrailGrip 29 x 2.4 Tubeless Tyre']);
  });

  it('count each choice with the other filters kept, a specification’s values as alternatives', async () => {
    const drivetrain = await facets('category=drivetrain');
    expect(drivetrain.total).toBe(5);
    expect(drivetrain.categories.map((c) => [c.name, c.count])).toEqual([
      ['Cassettes', 1],
      ['Chainrings', 1],
      ['Chains', 1],
      ['Cranksets', 1],
      ['Derailleurs', 1],
    ]);
    const material = drivetrain.specs.find((spec) => spec.key === 'material');
    expect(material?.values).toEqual([
      { value: 'Aluminium', count: 2 },
      { value: 'Steel', count: 2 },
    ]);
    // Each of the crankset's lengths is one variant's; each counts the crankset once.
    expect(drivetrain.specs.find((spec) => spec.key === 'crank-length')?.values).toEqual(
      ['165', '170', '172.5', '175'].map((value) => ({ value, count: 1 })),
    );

    const steel = await facets('category=drivetrain&spec=material:Steel');
    expect(steel.total).toBe(2);
    // Still every material: choosing Aluminium too would add the crankset.
    expect(steel.specs.find((spec) => spec.key === 'material')?.values).toEqual(material?.values);
    // Other specifications count within the steel parts only.
    expect(steel.specs.find((spec) => spec.key === 'largest-cog')?.values).toEqual([
      { value: '34', count: 1 },
    ]);
    expect(steel.specs.some((spec) => spec.key === 'crank-length')).toBe(false);

    const top = await facets('');
    expect(top.categories.map((c) => c.value)).toEqual([
      'brakes',
      'cockpit',
      'drivetrain',
      'pedals',
      'wheels',
    ]);
    expect(top.prices.reduce((sum, range) => sum + range.count, 0)).toBe(top.total);
    expect(top.inStock).toBeLessThanOrEqual(top.total);
  });
});

describe('the catalogue filters', () => {
  it('count and filter by price range and stock', async () => {
    await addProduct(t.database.db, { name: 'Cheap chain', price: 10, availableQty: 100, minimumQty: 1 });
    await addProduct(t.database.db, { name: 'Sold-out chain', price: 20, availableQty: 0, minimumQty: 1 });
    await addProduct(t.database.db, { name: 'Dear crankset', price: 300, availableQty: 5, minimumQty: 1 });

    expect(await names('price=0-25')).toEqual(['Cheap chain', 'Sold-out chain']);
    expect(await names('price=250-')).toEqual(['Dear crankset']);
    expect(await names('stock=in')).toEqual(['Cheap chain', 'Dear crankset']);
    expect(await names('stock=in&price=0-25')).toEqual(['Cheap chain']);

    const inStock = await facets('stock=in');
    expect(inStock).toMatchObject({
      total: 2,
      inStock: 2,
      prices: [
        { value: '0-25', count: 1 },
        { value: '250-', count: 1 },
      ],
    });
    expect((await facets('price=0-25')).inStock).toBe(1);
  });

  it('refuse a filter that is not one, naming it', async () => {
    for (const [query, field] of [
      ['price=cheap', 'price'],
      ['stock=yes', 'stock'],
      ['spec=no-colon', 'spec.0'],
      ['spec=Bad%20Key:1', 'spec.0'],
    ] as const) {
      const response = await as(undefined, { method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
      expect((await as(undefined, { method: 'GET', url: `/api/products/facets?${query}` })).statusCode).toBe(
        400,
      );
    }
    const many = Array.from({ length: 21 }, (_, index) => `spec=speeds:${index}`).join('&');
    expect((await as(undefined, { method: 'GET', url: `/api/products?${many}` })).statusCode).toBe(400);
    expect(
      (await as(undefined, { method: 'GET', url: '/api/products/facets?category=nope' })).statusCode,
    ).toBe(404);
  });
});
