import { eq, sql } from 'drizzle-orm';
import type { NewOrder, NewProduct } from '@crankworks/contract';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { order } from '../src/db/schema/index.ts';
import { findAnyProduct, insertProduct } from '../src/features/products/queries.ts';
import { readVariants, replaceVariants } from '../src/features/products/variants.ts';

/** A product straight in the database (adding one through the API is the admin catalogue's test). */
export async function addProduct(db: Db, overrides: Partial<NewProduct> = {}) {
  return insertProduct(db, {
    name: 'Carbon crankset',
    img: '/images/products/crankset.svg',
    ShortDescription: 'Stiff, light crankset for road bikes.',
    price: 12.5,
    availableQty: 100,
    minimumQty: 2,
    ...overrides,
  });
}

/**
 * Makes a part a product of one option (decision 078): its own row takes the first value, and each
 * further value is a new variant with its stock. Answers the variants' ids, the part's own first.
 */
export async function addVariants(
  db: Db,
  productId: string,
  option: string,
  variants: { value: string; availableQty: number; price?: number }[],
): Promise<string[]> {
  const part = await findAnyProduct(db, productId);
  if (!part) throw new Error(`no part ${productId}`);
  await replaceVariants(db, productId, {
    options: [option],
    variants: variants.map((variant, index) => ({
      ...(index === 0 ? { _id: productId } : { availableQty: variant.availableQty }),
      sku: `${productId.slice(0, 8)}-${index}`,
      values: [variant.value],
      price: variant.price ?? part.priceCents / 100,
      minimumQty: part.minimumQty,
      weightGrams: part.weightGrams,
    })),
  });
  return (await readVariants(db, productId)).map((variant) => variant._id);
}

export async function stockOf(db: Db, productId: string) {
  return (await findAnyProduct(db, productId))?.availableQty;
}

export const orderBody = (productId: string, overrides: Partial<NewOrder> = {}): NewOrder => ({
  productId,
  orderQty: 4,
  address: '12 Spoke Street, Gearton',
  phone: '+1 555 0101',
  ...overrides,
});

/** Places an order through the real route as `who` and returns its id. */
export async function placeOrderAs(
  app: App,
  who: { headers: Record<string, string> },
  body: NewOrder,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: who.headers,
    payload: body,
  });
  if (response.statusCode !== 201)
    throw new Error(`placing an order failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { insertedId: string }).insertedId;
}

/**
 * Moves an order's placing `minutes` into the past, and its deadline with it (placed + `holdMinutes`,
 * as placing sets it): how a test lets the real expiry and reminder passes find it due.
 */
export const placedMinutesAgo = (db: Db, id: string, minutes: number, holdMinutes: number) =>
  db
    .update(order)
    .set({
      createdAt: sql`now() - make_interval(mins => ${minutes}::int)`,
      heldUntil: sql`now() + make_interval(mins => ${holdMinutes - minutes}::int)`,
    })
    .where(eq(order.id, id));
