import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  variantMessages,
  type Cart,
  type ProductDetail,
  type ProductPage,
  type ProductVariants,
} from '@crankworks/contract';
import { outbox } from '../src/db/schema/index.ts';
import { markPaid } from '../src/features/payment-settlement/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, stockOf } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeEach(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' });
  admin = await signUp(t.app, { role: 'admin' });
  customer = await signUp(t.app);
});
afterEach(() => t.app.close());

const putVariants = (id: string, payload: unknown, who: TestUser | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/product/${id}/variants`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });
const detailOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).json<ProductDetail>();

const LENGTHS = ['165 mm', '170 mm', '172.5 mm'];
const COLOURS = ['Black', 'Silver'];

/** A crankset of two options (Length, Colour) and six variants, its own row the first. */
async function sixVariantCrankset() {
  const crank = await addProduct(t.database.db, {
    name: 'Forge Crankset',
    price: 189.99,
    availableQty: 5,
    minimumQty: 1,
  });
  const body: ProductVariants = {
    options: ['Length', 'Colour'],
    variants: LENGTHS.flatMap((length, l) =>
      COLOURS.map((colour, c) => ({
        ...(l + c === 0 ? { _id: crank.id } : { availableQty: 10 * (l + 1) + c }),
        sku: `FC-${length.replace(/\D/g, '')}-${colour.slice(0, 2).toUpperCase()}`,
        values: [length, colour],
        price: length === '172.5 mm' ? 199.99 : 189.99,
        minimumQty: 1,
        weightGrams: 700 + l * 5,
        tiers: length === '170 mm' ? [{ minQty: 10, price: 179.99 }] : [],
      })),
    ),
  };
  const answer = await putVariants(crank.id, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return { crank, body, detail: answer.json<ProductDetail>() };
}

describe('PUT /api/product/:id/variants', () => {
  it('gives a product two options and six variants, each its own SKU, price, stock, weight and tiers', async () => {
    const { crank, detail } = await sixVariantCrankset();
    expect(detail.options).toEqual(['Length', 'Colour']);
    expect(detail.variants).toHaveLength(6);
    expect(detail.variants[0]).toMatchObject({ _id: crank.id, sku: 'FC-165-BL', availableQty: 5 });
    expect(detail.variants[5]).toMatchObject({
      sku: 'FC-1725-SI',
      values: ['172.5 mm', 'Silver'],
      name: 'Forge Crankset — 172.5 mm / Silver',
      price: 199.99,
      availableQty: 31,
      weightGrams: 710,
      tiers: [],
    });
    expect(detail.variants[2]).toMatchObject({ tiers: [{ minQty: 10, price: 179.99 }] });

    // A variant's own address answers its product's page, where it is one of those to choose.
    expect(await detailOf(detail.variants[3]!._id)).toEqual(await detailOf(crank.id));
    // The catalogue lists the product once.
    const page = (await t.app.inject({ method: 'GET', url: '/api/products?q=forge' })).json<ProductPage>();
    expect(page.items.map((item) => item._id)).toEqual([crank.id]);
  });

  it('keeps, changes, adds and removes variants as a whole, never touching a kept variant’s stock', async () => {
    const { crank, body, detail } = await sixVariantCrankset();
    const [own, second] = detail.variants;
    const answer = await putVariants(crank.id, {
      options: ['Length'],
      variants: [
        { ...body.variants[0], values: ['165 mm'], sku: 'FC-165' },
        { ...body.variants[1], _id: second!._id, availableQty: undefined, values: ['170 mm'], price: 150 },
        { sku: 'FC-175', values: ['175 mm'], price: 209, minimumQty: 2, weightGrams: 720, availableQty: 4 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json<ProductDetail>();
    expect(
      after.variants.map((variant) => [variant.name, variant.sku, variant.price, variant.availableQty]),
    ).toEqual([
      ['Forge Crankset — 165 mm', 'FC-165', 189.99, own!.availableQty],
      ['Forge Crankset — 170 mm', 'FC-165-SI', 150, second!.availableQty],
      ['Forge Crankset — 175 mm', 'FC-175', 209, 4],
    ]);
    // The four left out are gone.
    for (const gone of detail.variants.slice(2))
      expect((await t.app.inject({ method: 'GET', url: `/api/product/${gone._id}` })).statusCode).toBe(404);
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    const part = await addProduct(t.database.db);
    const body = {
      options: [],
      variants: [{ _id: part.id, sku: 'X-1', values: [], price: 1, minimumQty: 1, weightGrams: 0 }],
    };
    expect((await putVariants(part.id, body, null)).statusCode).toBe(401);
    expect((await putVariants(part.id, body, customer)).statusCode).toBe(403);
  });

  it('refuses bad variants naming the variant and its field in words, changing nothing', async () => {
    const { crank, body, detail } = await sixVariantCrankset();
    const other = await addProduct(t.database.db, { name: 'Chainring' });
    const [otherSku] = (await detailOf(other.id)).variants.map((variant) => variant.sku);
    const variants = body.variants;
    const withVariant = (index: number, change: object) =>
      variants.map((variant, n) => (n === index ? { ...variant, ...change } : variant));
    const cases: [string, object, string, string][] = [
      [
        'a duplicate SKU',
        { variants: withVariant(3, { sku: 'fc-165-bl' }) },
        'variants.3.sku',
        "SKU of variant 4 is variant 1's too",
      ],
      [
        'another part’s SKU',
        { variants: withVariant(2, { sku: otherSku }) },
        'variants.2.sku',
        `SKU of variant 3 ${variantMessages.skuTaken}`,
      ],
      [
        'a variant with no option value',
        { variants: withVariant(1, { values: ['165 mm'] }) },
        'variants.1.values',
        'Option values of variant 2 must give one value for each option (Length, Colour)',
      ],
      [
        'an option value on one variant only',
        { variants: withVariant(4, { values: ['172.5 mm', 'Black', 'Glossy'] }) },
        'variants.4.values',
        'Option values of variant 5 must give one value for each option (Length, Colour)',
      ],
      [
        'two variants of the same values',
        { variants: withVariant(2, { values: ['165 MM', 'black'] }) },
        'variants.2.values',
        'Option values of variant 3 are those of variant 1',
      ],
      [
        'a negative stock',
        { variants: withVariant(5, { availableQty: -1 }) },
        'variants.5.availableQty',
        'Available quantity of variant 6 must not be negative',
      ],
      [
        'a fractional stock',
        { variants: withVariant(5, { availableQty: 2.5 }) },
        'variants.5.availableQty',
        'Available quantity of variant 6 must be a whole number',
      ],
      [
        'a new variant without stock',
        { variants: withVariant(5, { availableQty: undefined }) },
        'variants.5.availableQty',
        `Available quantity of variant 6 ${variantMessages.stockOfNew}`,
      ],
      [
        'a kept variant’s stock',
        { variants: withVariant(0, { availableQty: 3 }) },
        'variants.0.availableQty',
        `Available quantity of variant 1 ${variantMessages.stockOfKept}`,
      ],
      [
        'a first variant not the product',
        { variants: variants.slice(1) },
        'variants.0._id',
        `The id of variant 1 ${variantMessages.firstIsTheProduct}`,
      ],
      [
        'another product’s variant',
        { variants: withVariant(1, { _id: other.id, availableQty: undefined }) },
        'variants.1._id',
        `The id of variant 2 ${variantMessages.notThisProducts}`,
      ],
      ['four options', { options: ['A', 'B', 'C', 'D'] }, 'options', 'Options must hold at most 3 options'],
      ['two options of one name', { options: ['Length', 'length'] }, 'options.1', 'Options repeats option 1'],
      [
        'no options for six variants',
        { options: [], variants: variants.map((variant) => ({ ...variant, values: [] })) },
        'options',
        `Options ${variantMessages.noOptionsForMany}`,
      ],
      [
        'a semicolon in a value, which the CSV would read as two',
        { variants: withVariant(2, { values: ['170 mm', 'Black; matte'] }) },
        'variants.2.values.1',
        'Option values of variant 3 must not contain a semicolon (;), which separates the items of a list',
      ],
      [
        'a price of three decimals',
        { variants: withVariant(1, { price: 1.234 }) },
        'variants.1.price',
        'Price (USD) of variant 2 must have at most two decimals',
      ],
    ];
    for (const [what, change, field, message] of cases) {
      const answer = await putVariants(crank.id, { ...body, ...change });
      expect([what, answer.statusCode, answer.json()]).toEqual([what, 400, { field, message }]);
    }
    expect(await detailOf(crank.id), 'nothing changed').toEqual(detail);
  });

  it('answers 404 for no product, and refuses a variant’s own address, naming it', async () => {
    const { detail } = await sixVariantCrankset();
    const missing = await putVariants('00000000-0000-4000-8000-000000000000', { options: [], variants: [] });
    expect(missing.statusCode).toBe(400);
    const variant = detail.variants[1]!;
    const answer = await putVariants(variant._id, {
      options: [],
      variants: [{ _id: variant._id, sku: 'X-1', values: [], price: 1, minimumQty: 1, weightGrams: 0 }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'id' });
  });
});

describe('a product’s fields its variants share', () => {
  it('are changed on the product, for every variant, and refused on a variant', async () => {
    const { crank, detail } = await sixVariantCrankset();
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/product/${id}`, headers: admin.headers, payload });
    expect((await patch(crank.id, { name: 'Forge Road Crankset' })).statusCode).toBe(200);
    expect((await detailOf(crank.id)).variants.map((variant) => variant.name)).toContain(
      'Forge Road Crankset — 170 mm / Silver',
    );
    const refused = await patch(detail.variants[2]!._id, { name: 'Odd one' });
    expect(refused.json()).toEqual({ field: 'name', message: `Name ${variantMessages.sharedWithProduct}` });
    // Its stock is its own, set with the stock form as a part's.
    const restocked = await patch(detail.variants[2]!._id, { restock: 5 });
    expect(restocked.statusCode).toBe(200);
    expect(await stockOf(t.database.db, detail.variants[2]!._id)).toBe(detail.variants[2]!.availableQty + 5);
    expect(await stockOf(t.database.db, crank.id)).toBe(detail.variants[0]!.availableQty);

    // Archived, the product takes its variants off sale: none can be put in a cart.
    expect((await patch(crank.id, { status: 'archived' })).statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${detail.variants[4]!._id}`,
      headers: customer.headers,
      payload: { qty: 1 },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('a variant ordered', () => {
  it('is named in the cart, the order, its e-mail, the CSV and the invoice, and its own stock falls', async () => {
    const { detail } = await sixVariantCrankset();
    const chosen = detail.variants.find((variant) => variant.sku === 'FC-1725-BL')!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${chosen._id}`,
      headers: customer.headers,
      payload: { qty: 2 },
    });
    expect(put.json<Cart>().lines).toMatchObject([
      { name: 'Forge Crankset — 172.5 mm / Black', price: 199.99 },
    ]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: customer.headers,
      payload: { address: '12 Spoke Street', phone: '+1 555 0101' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ insertedId: string }>().insertedId;
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: customer.headers,
    });
    expect(order.json()).toMatchObject({
      lines: [{ productId: chosen._id, name: 'Forge Crankset — 172.5 mm / Black', qty: 2 }],
    });
    const after = await detailOf(chosen._id);
    for (const variant of after.variants)
      expect(variant.availableQty).toBe(
        detail.variants.find((before) => before._id === variant._id)!.availableQty -
          (variant._id === chosen._id ? 2 : 0),
      );
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'order-placed'));
    expect(mail?.textBody).toContain('Forge Crankset — 172.5 mm / Black');
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/orders.csv', headers: admin.headers });
    expect(csv.body).toContain('"Forge Crankset — 172.5 mm / Black"');
    await markPaid(t.database.db, orderId, 'pi_variant_test', t.app.deps.config);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/invoice.pdf`,
      headers: customer.headers,
    });
    expect(await pdfText(pdf.rawPayload)).toContain('Forge Crankset — 172.5 mm / Black');
  });

  it('keeps its name on the order when the variant is removed, and leaves carts saying so', async () => {
    const { crank, body, detail } = await sixVariantCrankset();
    const gone = detail.variants[5]!;
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${gone._id}`,
      headers: customer.headers,
      payload: { qty: 1 },
    });
    const answer = await putVariants(crank.id, {
      ...body,
      variants: body.variants
        .slice(0, 5)
        .map((variant, index) => ({ ...variant, _id: detail.variants[index]!._id, availableQty: undefined })),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const cart = (
      await t.app.inject({ method: 'GET', url: '/api/cart', headers: customer.headers })
    ).json<Cart>();
    expect(cart).toMatchObject({ lines: [], dropped: ['Forge Crankset — 172.5 mm / Silver'] });
  });
});

describe('the catalogue’s filters over variants', () => {
  it('counts a product in stock when one of its variants is, and filters by a variant’s specification', async () => {
    const { crank, detail } = await sixVariantCrankset();
    // The product's own row sold out; its other variants still in stock.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/product/${crank.id}`,
      headers: admin.headers,
      payload: { availableQty: 0, expectedAvailableQty: 5 },
    });
    const inStock = (
      await t.app.inject({ method: 'GET', url: '/api/products?q=forge&stock=in' })
    ).json<ProductPage>();
    expect(inStock.items.map((item) => item._id)).toEqual([crank.id]);

    const spec = await t.app.inject({
      method: 'POST',
      url: '/api/spec',
      headers: admin.headers,
      payload: { name: 'Crank length', kind: 'number', unit: 'mm' },
    });
    expect(spec.statusCode, spec.body).toBe(201);
    const specId = spec.json<{ id: string }>().id;
    const lengthOf = detail.variants.find((variant) => variant.values[0] === '172.5 mm')!;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${lengthOf._id}/specs`,
      headers: admin.headers,
      payload: { specs: [{ specId, value: '172.5' }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    // The variant's page shows its own value; the product's (its own row's) has none.
    const read = await detailOf(crank.id);
    expect(read.variants.find((variant) => variant._id === lengthOf._id)?.specs).toMatchObject([
      { key: 'crank-length', value: '172.5', unit: 'mm' },
    ]);
    expect(read.specs).toEqual([]);
    const filtered = (
      await t.app.inject({ method: 'GET', url: '/api/products?spec=crank-length:172.5' })
    ).json<ProductPage>();
    expect(filtered.items.map((item) => item._id)).toEqual([crank.id]);
    const facets = await t.app.inject({ method: 'GET', url: '/api/products/facets?q=forge' });
    expect(facets.json()).toMatchObject({
      total: 1,
      inStock: 1,
      specs: [{ key: 'crank-length', values: [{ value: '172.5', count: 1 }] }],
    });
  });
});
