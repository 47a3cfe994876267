import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_CART_LINES,
  cartMessages,
  cartQuantityRefusal,
  unitPriceFor,
  type Cart,
  type PriceTier,
  type StoredCartLine,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { cartLine, product } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { toDollars } from '../../lib/money.ts';
import { tiersOfPart } from '../products/index.ts';

/** A cart line with its part as the shop has it now. */
export interface CartLineRow {
  productId: string;
  qty: number;
  addedAt: Date;
  name: string;
  img: string;
  shortDescription: string;
  /** The part's base unit price; `unitCentsOf` gives the line's, by its quantity tier. */
  priceCents: number;
  tiers: PriceTier[];
  minimumQty: number;
  availableQty: number;
}

/** What one piece of the line costs at the line's quantity (decision 048). */
export const unitCentsOf = (line: CartLineRow) =>
  unitPriceFor({ price: line.priceCents, tiers: line.tiers }, line.qty);

const lineColumns = {
  productId: cartLine.productId,
  qty: cartLine.qty,
  addedAt: cartLine.addedAt,
  name: product.name,
  img: product.img,
  shortDescription: product.shortDescription,
  priceCents: product.priceCents,
  tiers: tiersOfPart,
  minimumQty: product.minimumQty,
  availableQty: product.availableQty,
};

const linesOf = (db: Db, userId: string) =>
  db
    .select(lineColumns)
    .from(cartLine)
    .innerJoin(product, eq(product.id, cartLine.productId))
    .where(eq(cartLine.userId, userId));

/** Lines in the order the customer filled his cart. */
export const byAdding = (a: CartLineRow, b: CartLineRow) =>
  a.addedAt.getTime() - b.addedAt.getTime() || a.productId.localeCompare(b.productId);

export async function readCart(db: Db, userId: string): Promise<Cart> {
  return toCartDto((await linesOf(db, userId)).sort(byAdding));
}

/**
 * The cart's lines with their parts locked until the transaction ends, in the parts' id order: two
 * checkouts sharing parts take the locks in the same order, so they queue instead of deadlocking.
 */
export async function lockCartForCheckout(tx: Db, userId: string): Promise<CartLineRow[]> {
  return linesOf(tx, userId).orderBy(asc(product.id)).for('update', { of: product });
}

export async function emptyCart(tx: Db, userId: string): Promise<void> {
  await tx.delete(cartLine).where(eq(cartLine.userId, userId));
}

function toCartDto(rows: CartLineRow[]): Cart {
  const lines = rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    img: row.img,
    price: toDollars(unitCentsOf(row)),
    qty: row.qty,
    minimumQty: row.minimumQty,
    availableQty: row.availableQty,
    lineTotal: toDollars(unitCentsOf(row) * row.qty),
  }));
  const cents = rows.reduce((sum, row) => sum + unitCentsOf(row) * row.qty, 0);
  return { lines, count: rows.reduce((sum, row) => sum + row.qty, 0), total: toDollars(cents) };
}

async function findPart(db: Db, productId: string) {
  const [part] = await db
    .select({ minimumQty: product.minimumQty, availableQty: product.availableQty })
    .from(product)
    .where(eq(product.id, productId));
  if (!part) throw notFound('No product with that id');
  return part;
}

/** Puts a part in the cart with this quantity, by the purchase form's rules, or changes its quantity. */
export async function setCartLine(db: Db, userId: string, productId: string, qty: number): Promise<void> {
  const refusal = cartQuantityRefusal(qty, await findPart(db, productId));
  if (refusal) throw badRequest(refusal, 'qty');
  await db.transaction(async (tx) => {
    await tx
      .insert(cartLine)
      .values({ userId, productId, qty })
      .onConflictDoUpdate({ target: [cartLine.userId, cartLine.productId], set: { qty } });
    const [{ lines } = { lines: 0 }] = await tx
      .select({ lines: sql<number>`count(*)`.mapWith(Number) })
      .from(cartLine)
      .where(eq(cartLine.userId, userId));
    if (lines > MAX_CART_LINES) throw badRequest(cartMessages.full, 'cart');
  });
}

export async function removeCartLine(db: Db, userId: string, productId: string): Promise<void> {
  const removed = await db
    .delete(cartLine)
    .where(and(eq(cartLine.userId, userId), eq(cartLine.productId, productId)))
    .returning({ productId: cartLine.productId });
  if (removed.length === 0) throw notFound(cartMessages.notInCart);
}

/**
 * A visitor's cart joins his account's at sign-in: a part in both keeps the larger quantity (merging
 * twice changes nothing), fitted into the part's minimum and stock; a sold-out or deleted part is
 * left out, as are parts past the cart's size.
 */
export async function mergeCart(db: Db, userId: string, lines: StoredCartLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    const held = new Map((await linesOf(tx, userId)).map((row) => [row.productId, row.qty]));
    for (const line of lines) {
      const [part] = await tx
        .select({ minimumQty: product.minimumQty, availableQty: product.availableQty })
        .from(product)
        .where(eq(product.id, line.productId));
      if (!part || part.availableQty < part.minimumQty) continue;
      if (!held.has(line.productId) && held.size >= MAX_CART_LINES) continue;
      const wanted = Math.max(line.qty, held.get(line.productId) ?? 0);
      const qty = Math.min(Math.max(wanted, part.minimumQty), part.availableQty);
      // The clock, not the transaction's start: the merged lines keep the order the visitor added them in.
      await tx
        .insert(cartLine)
        .values({ userId, productId: line.productId, qty, addedAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({ target: [cartLine.userId, cartLine.productId], set: { qty } });
      held.set(line.productId, qty);
    }
  });
}
