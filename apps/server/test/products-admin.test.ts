import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fieldLabels,
  isSoldOut,
  productPageSchema,
  productSchema,
  type NewProduct,
  type Order,
} from '@crankworks/contract';
import { product } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const goodProduct: NewProduct = {
  name: 'Titanium bottom bracket',
  img: 'https://cdn.example.com/parts/bb.png',
  ShortDescription: 'Threaded BSA bottom bracket with sealed bearings.',
  price: 89.99,
  availableQty: 250,
  minimumQty: 5,
};

const postProduct = (payload: unknown, who?: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/product', headers: who?.headers, payload: payload as object });
const deleteProduct = (id: string, who?: TestUser) =>
  t.app.inject({ method: 'DELETE', url: `/api/product/${id}`, headers: who?.headers });
const storedProducts = () => t.database.db.select().from(product);

describe('POST /api/product', () => {
  it('refuses a visitor (401) and a customer (403), storing nothing', async () => {
    expect((await postProduct(goodProduct)).statusCode).toBe(401);
    const customer = await signUp(t.app);
    const response = await postProduct(goodProduct, customer);
    expect(response.statusCode).toBe(403);
    expect(await storedProducts()).toHaveLength(0);
  });

  it('adds an admin’s product, which the catalogue and the product page then show', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const response = await postProduct(goodProduct, admin);
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();

    const one = await t.app.inject({ method: 'GET', url: `/api/product/${insertedId}` });
    // Sent without a weight or a status, as before parts had them: not yet weighed, and on sale.
    expect(productSchema.parse(one.json())).toEqual({
      _id: insertedId,
      ...goodProduct,
      weightGrams: 0,
      status: 'active',
      options: [],
    });
    const list = productPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    expect(list.items.map((item) => item._id)).toContain(insertedId);
    expect((await storedProducts())[0]?.priceCents).toBe(8999);
  });

  it('stores the weight in grams and answers it on the part’s page and in the catalogue', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const response = await postProduct({ ...goodProduct, weightGrams: 280 }, admin);
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();

    expect((await storedProducts())[0]?.weightGrams).toBe(280);
    const one = await t.app.inject({ method: 'GET', url: `/api/product/${insertedId}` });
    expect(productSchema.parse(one.json()).weightGrams).toBe(280);
    const list = productPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    expect(list.items.find((item) => item._id === insertedId)?.weightGrams).toBe(280);
  });

  it.each([
    [0, 1],
    [40, 50],
  ])('adds a part with %i in stock and a minimum of %i: it is listed as Sold out', async (stock, minimum) => {
    const admin = await signUp(t.app, { role: 'admin' });
    const response = await postProduct({ ...goodProduct, availableQty: stock, minimumQty: minimum }, admin);
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    const part = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/product/${insertedId}` })).json(),
    );
    expect(part).toMatchObject({ availableQty: stock, minimumQty: minimum });
    expect(isSoldOut(part)).toBe(true);
  });

  it('accepts an image path the app serves itself and a minimum equal to the stock', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const response = await postProduct(
      { ...goodProduct, img: '/images/products/hub.svg', availableQty: 5, minimumQty: 5 },
      admin,
    );
    expect(response.statusCode).toBe(201);
  });

  it.each<[keyof NewProduct, Record<string, unknown>]>([
    ['price', { price: -1 }],
    ['price', { price: 12.345 }],
    ['price', { price: '12' }],
    ['availableQty', { availableQty: -5 }],
    ['availableQty', { availableQty: 2.5 }],
    ['minimumQty', { minimumQty: 0 }],
    ['img', { img: 'bb.png' }],
    ['img', { img: 'javascript:alert(1)' }],
    ['img', { img: '' }],
    ['name', { name: '  ' }],
    ['ShortDescription', { ShortDescription: undefined }],
  ])('refuses a bad %s (%j) with a 400 naming it, storing nothing', async (field, change) => {
    const admin = await signUp(t.app, { role: 'admin' });
    const response = await postProduct({ ...goodProduct, ...change }, admin);
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ field: string; message: string }>();
    expect(answer.field).toBe(field);
    expect(answer.message.startsWith(`${fieldLabels[field]} `), answer.message).toBe(true);
    expect(await storedProducts()).toHaveLength(0);
  });

  it.each([
    [-1, 'must not be negative'],
    [1.5, 'must be a whole number of grams'],
    ['x', 'must be a whole number of grams'],
    [1_000_001, 'must be at most 1000000'],
  ])(
    'refuses a weight of %j grams with a 400 naming it (%s), storing nothing',
    async (weightGrams, problem) => {
      const admin = await signUp(t.app, { role: 'admin' });
      const response = await postProduct({ ...goodProduct, weightGrams }, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ field: 'weightGrams', message: `Weight (g) ${problem}` });
      expect(await storedProducts()).toHaveLength(0);
    },
  );
});

describe('DELETE /api/product/:id', () => {
  it('refuses a visitor (401) and a customer (403), keeping the product', async () => {
    const part = await addProduct(t.database.db);
    expect((await deleteProduct(part.id)).statusCode).toBe(401);
    const customer = await signUp(t.app);
    expect((await deleteProduct(part.id, customer)).statusCode).toBe(403);
    expect(await storedProducts()).toHaveLength(1);
  });

  it('deletes for an admin, answering the count and name; the product is then gone', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const part = await addProduct(t.database.db, { name: 'Rusty chainring' });
    const other = await addProduct(t.database.db, { name: 'Shiny chainring' });

    const response = await deleteProduct(part.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1, name: 'Rusty chainring' });

    expect((await t.app.inject({ method: 'GET', url: `/api/product/${part.id}` })).statusCode).toBe(404);
    const list = productPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    expect(list.items.map((item) => item._id)).toEqual([other.id]);
    expect((await deleteProduct(part.id, admin)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 naming `id` for a malformed one', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    expect((await deleteProduct('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    const malformed = await deleteProduct('not-an-id', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'id' });
  });

  it('leaves placed orders with their copied product data', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { name: 'Cup-and-cone hub', price: 40, minimumQty: 1 });
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 3 }));

    expect((await deleteProduct(part.id, admin)).statusCode).toBe(200);

    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: customer.headers,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Order>()).toMatchObject({
      productId: null,
      name: 'Cup-and-cone hub',
      description: part.shortDescription,
      price: 40,
      orderQty: 3,
      total: 120,
    });
  });
});
