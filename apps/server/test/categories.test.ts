import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  categoryListSchema,
  productDetailSchema,
  productPageSchema,
  type CategoryInput,
} from '@crankworks/contract';
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

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = admin) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function addCategory(input: CategoryInput) {
  const response = await send('POST', '/api/category', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; slug: string };
}

async function putIn(productId: string, categoryIds: string[]) {
  const response = await send('PUT', `/api/product/${productId}/categories`, { categoryIds });
  expect(response.statusCode, response.body).toBe(200);
}

async function categories() {
  const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
  expect(response.statusCode).toBe(200);
  return categoryListSchema.parse(response.json()).items;
}

async function partsOf(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return productPageSchema.parse(response.json());
}
const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

/** Drivetrain › Cranksets, Drivetrain › Chains, Brakes; a crankset, a chain and a chainring set. */
async function aCatalogue() {
  const drivetrain = await addCategory({ name: 'Drivetrain' });
  const cranksets = await addCategory({ name: 'Cranksets', parentId: drivetrain.id });
  const chains = await addCategory({ name: 'Chains', parentId: drivetrain.id });
  const brakes = await addCategory({ name: 'Brakes' });
  const crank = await addProduct(t.database.db, { name: 'Road crankset 172.5 mm' });
  const chain = await addProduct(t.database.db, { name: 'Chain 11-speed' });
  const rings = await addProduct(t.database.db, { name: 'Chainring and crank bolts' });
  await putIn(crank.id, [cranksets.id]);
  await putIn(chain.id, [chains.id]);
  await putIn(rings.id, [cranksets.id, chains.id]);
  return { drivetrain, cranksets, chains, brakes, crank, chain, rings };
}

describe('categories', () => {
  it('lists the tree, each parent before its children, with its parts counted once', async () => {
    await aCatalogue();
    expect(
      (await categories()).map(({ name, slug, productCount }) => ({ name, slug, productCount })),
    ).toEqual([
      { name: 'Brakes', slug: 'brakes', productCount: 0 },
      { name: 'Drivetrain', slug: 'drivetrain', productCount: 3 },
      { name: 'Chains', slug: 'chains', productCount: 2 },
      { name: 'Cranksets', slug: 'cranksets', productCount: 2 },
    ]);
  });

  it('lists the parts of a category and of those inside it, searched and sorted, page by page', async () => {
    await aCatalogue();
    expect(names(await partsOf('category=drivetrain'))).toEqual([
      'Road crankset 172.5 mm',
      'Chain 11-speed',
      'Chainring and crank bolts',
    ]);
    expect(names(await partsOf('category=cranksets'))).toEqual([
      'Road crankset 172.5 mm',
      'Chainring and crank bolts',
    ]);
    expect(names(await partsOf('category=brakes'))).toEqual([]);
    expect(names(await partsOf('category=chains&q=chain'))).toEqual([
      'Chain 11-speed',
      'Chainring and crank bolts',
    ]);
    expect(names(await partsOf('category=cranksets&sort=newest'))).toEqual([
      'Chainring and crank bolts',
      'Road crankset 172.5 mm',
    ]);
    const first = await partsOf('category=drivetrain&limit=2');
    const second = await partsOf(`category=drivetrain&limit=2&cursor=${first.nextCursor}`);
    expect([...names(first), ...names(second)]).toEqual(names(await partsOf('category=drivetrain')));
    expect(second.nextCursor).toBeNull();
  });

  it('answers 404 in words for a category that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?category=nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such category' });
  });

  it("shows on a part's page the way to each of its categories", async () => {
    const { rings } = await aCatalogue();
    const response = await t.app.inject({ method: 'GET', url: `/api/product/${rings.id}` });
    const part = productDetailSchema.parse(response.json());
    expect(part.categories.map((path) => path.map((step) => step.name))).toEqual([
      ['Drivetrain', 'Chains'],
      ['Drivetrain', 'Cranksets'],
    ]);
  });

  it('renames and moves a category, keeping its address, and shows the change at once', async () => {
    const { cranksets, brakes } = await aCatalogue();
    const moved = await send('PUT', `/api/category/${cranksets.id}`, {
      name: 'Road cranks',
      parentId: brakes.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Road cranks', slug: 'cranksets', parentId: brakes.id });
    expect((await categories()).map((item) => item.name)).toEqual([
      'Brakes',
      'Road cranks',
      'Drivetrain',
      'Chains',
    ]);
  });

  it('makes each address unique, whatever the names', async () => {
    const brakes = await addCategory({ name: 'Brakes' });
    const wheels = await addCategory({ name: 'Wheels' });
    const rotors = await addCategory({ name: 'Rotors', parentId: brakes.id });
    const alsoRotors = await addCategory({ name: 'Rotors', parentId: wheels.id });
    const odd = await addCategory({ name: '  Éclair & Co. ' });
    expect([rotors.slug, alsoRotors.slug, odd.slug]).toEqual(['rotors', 'rotors-2', 'eclair-co']);
  });

  it('deletes a category with nothing inside it; its parts stay, out of it', async () => {
    const { chains, chain } = await aCatalogue();
    const deleted = await send('DELETE', `/api/category/${chains.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/product/${chain.id}` })).json().categories,
    ).toEqual([]);
    expect((await categories()).find((item) => item.name === 'Drivetrain')?.productCount).toBe(2);
  });

  it.each<[string, () => Promise<Record<string, unknown>>, number, object]>([
    ['an empty name', async () => ({ name: '  ' }), 400, { field: 'name', message: 'Name is required' }],
    [
      'a parent that does not exist',
      async () => ({ name: 'Hubs', parentId: '00000000-0000-4000-8000-000000000000' }),
      400,
      { field: 'parentId', message: 'Inside is not a category' },
    ],
    [
      'a fourth level',
      async () => {
        const one = await addCategory({ name: 'One' });
        const two = await addCategory({ name: 'Two', parentId: one.id });
        const three = await addCategory({ name: 'Three', parentId: two.id });
        return { name: 'Four', parentId: three.id };
      },
      400,
      { field: 'parentId', message: 'Inside would put a category more than 3 levels deep' },
    ],
    [
      'the name of a sibling, in other letters',
      async () => {
        await addCategory({ name: 'Brakes' });
        return { name: 'BRAKES' };
      },
      409,
      { field: 'name', message: 'Another category in the same place has this name' },
    ],
  ])('refuses %s, naming the field, and adds nothing', async (_, input, status, answer) => {
    const body = await input();
    const before = await categories();
    const response = await send('POST', '/api/category', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(answer);
    expect(await categories()).toEqual(before);
  });

  it('refuses to put a category inside itself or inside one of its own', async () => {
    const { drivetrain, cranksets } = await aCatalogue();
    for (const parentId of [drivetrain.id, cranksets.id]) {
      const response = await send('PUT', `/api/category/${drivetrain.id}`, { name: 'Drivetrain', parentId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        field: 'parentId',
        message: 'Inside cannot be the category itself or one inside it',
      });
    }
  });

  it('moves two categories into each other at once only one way round, never in a circle', async () => {
    const brakes = await addCategory({ name: 'Brakes' });
    const wheels = await addCategory({ name: 'Wheels' });
    const answers = await Promise.all([
      send('PUT', `/api/category/${brakes.id}`, { name: 'Brakes', parentId: wheels.id }),
      send('PUT', `/api/category/${wheels.id}`, { name: 'Wheels', parentId: brakes.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const listed = await categories();
    expect(listed).toHaveLength(2);
    expect(listed.filter((item) => item.parentId === null)).toHaveLength(1);
  });

  it('refuses to move a category with one inside it to where the two would be too deep', async () => {
    const { drivetrain, brakes } = await aCatalogue();
    const discs = await addCategory({ name: 'Discs', parentId: brakes.id });
    const response = await send('PUT', `/api/category/${drivetrain.id}`, {
      name: 'Drivetrain',
      parentId: discs.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('parentId');
  });

  it('refuses to delete a category with categories inside it', async () => {
    const { drivetrain } = await aCatalogue();
    const response = await send('DELETE', `/api/category/${drivetrain.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Drivetrain has categories inside it: move or delete them first',
    });
    expect(await categories()).toHaveLength(4);
  });

  it("refuses a part's categories when one does not exist, and leaves its categories as they were", async () => {
    const { crank, cranksets } = await aCatalogue();
    const response = await send('PUT', `/api/product/${crank.id}/categories`, {
      categoryIds: [cranksets.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field: 'categoryIds',
      message: 'Categories names a category that does not exist',
    });
    expect(names(await partsOf('category=cranksets'))).toContain(crank.name);
    const noPart = await send('PUT', '/api/product/00000000-0000-4000-8000-000000000000/categories', {
      categoryIds: [],
    });
    expect(noPart.statusCode).toBe(404);
  });

  it('lets only an admin change categories', async () => {
    const { crank, brakes } = await aCatalogue();
    const customer = await signUp(t.app);
    const attempts = [
      ['POST', '/api/category', { name: 'Tools' }],
      ['PUT', `/api/category/${brakes.id}`, { name: 'Stoppers' }],
      ['DELETE', `/api/category/${brakes.id}`, undefined],
      ['PUT', `/api/product/${crank.id}/categories`, { categoryIds: [] }],
    ] as const;
    for (const [method, url, payload] of attempts) {
      expect((await send(method, url, payload, customer)).statusCode).toBe(403);
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await categories()).map((item) => item.name)).toContain('Brakes');
  });
});
