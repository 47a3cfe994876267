import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_CART_LINES,
  cartMessages,
  cartQuantityRefusal,
  nearTierFor,
  unitPriceFor,
  type Cart,
  type PriceTier,
  type StoredCartLine,
} from '@crankworks/contract';
import type { Database, Db } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { cartDroppedPart, cartLine, onSale, order, product } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { toDollars } from '../../lib/money.ts';
import { tiersOfPart } from '../products/index.ts';

/** A cart line with its part as the shop has it now. */
interface CartLineRow {
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
  seenUnitCents: number | null;
}

/** What one piece of the line costs at the line's quantity (decision 048). */
const unitCentsOf = (line: CartLineRow) =>
  unitPriceFor({ price: line.priceCents, tiers: line.tiers }, line.qty);

/** The tier the line is close to, priced in dollars as the cart shows it. */
const nearTierInDollars = (line: CartLineRow) => {
  const tier = nearTierFor(
    { price: line.priceCents, tiers: line.tiers, availableQty: line.availableQty },
    line.qty,
  );
  return tier && { minQty: tier.minQty, price: toDollars(tier.price) };
};

const lineColumns = {
  productId: cartLine.productId,
  qty: cartLine.qty,
  addedAt: cartLine.addedAt,
  name: product.variantName,
  img: product.img,
  shortDescription: product.shortDescription,
  priceCents: product.priceCents,
  tiers: tiersOfPart,
  minimumQty: product.minimumQty,
  availableQty: product.availableQty,
  seenUnitCents: cartLine.seenUnitCents,
};

const linesOf = (db: Db, userId: string) =>
  db
    .select(lineColumns)
    .from(cartLine)
    .innerJoin(product, eq(product.id, cartLine.productId))
    .where(and(eq(cartLine.userId, userId), onSale));

/** Lines in the order the customer filled his cart. */
const byAdding = (a: CartLineRow, b: CartLineRow) =>
  a.addedAt.getTime() - b.addedAt.getTime() || a.productId.localeCompare(b.productId);

/** The most unpaid cart orders the cart names: the shop's default unpaid limit, and a few more. */
const AWAITING_SHOWN = 5;

/**
 * The customer's unpaid orders placed from his cart, soonest deadline first. Read in hold order on
 * the unpaid orders' own index (`order_user_id_hold_slot_idx`), so that a customer a generous limit
 * lets hold thousands (the bench's) costs the cart a few rows, not all of them.
 */
async function awaitingPaymentOf(db: Db, userId: string) {
  const unpaid = await db
    .select({ orderId: order.id, heldUntil: order.heldUntil })
    .from(order)
    .where(and(eq(order.userId, userId), eq(order.status, 'unpaid'), eq(order.fromCart, true)))
    .orderBy(asc(order.holdSlot))
    .limit(AWAITING_SHOWN);
  const deadline = (row: (typeof unpaid)[number]) => row.heldUntil?.getTime() ?? Infinity;
  return unpaid.sort((a, b) => deadline(a) - deadline(b) || a.orderId.localeCompare(b.orderId));
}

const droppedOf = (db: Db, userId: string) =>
  db
    .select({ name: cartDroppedPart.productName })
    .from(cartDroppedPart)
    .where(eq(cartDroppedPart.userId, userId))
    .orderBy(asc(cartDroppedPart.droppedAt));

export async function readCart(db: Db, userId: string): Promise<Cart> {
  const [lines, dropped, awaiting] = await Promise.all([
    linesOf(db, userId),
    droppedOf(db, userId),
    awaitingPaymentOf(db, userId),
  ]);
  return {
    ...toCartDto(lines.sort(byAdding)),
    dropped: dropped.map((part) => part.name),
    awaitingPayment: awaiting.map((unpaid) => ({
      orderId: unpaid.orderId,
      heldUntil: unpaid.heldUntil?.toISOString() ?? null,
    })),
  };
}

/** What the line cost when the customer last set it, if it costs something else now. */
const priceWasOf = (row: CartLineRow) =>
  row.seenUnitCents !== null && row.seenUnitCents !== unitCentsOf(row) ? toDollars(row.seenUnitCents) : null;

function toCartDto(rows: CartLineRow[]): Omit<Cart, 'dropped' | 'awaitingPayment'> {
  const lines = rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    img: row.img,
    price: toDollars(unitCentsOf(row)),
    qty: row.qty,
    minimumQty: row.minimumQty,
    availableQty: row.availableQty,
    lineTotal: toDollars(unitCentsOf(row) * row.qty),
    nearTier: nearTierInDollars(row),
    priceWas: priceWasOf(row),
  }));
  const cents = rows.reduce((sum, row) => sum + unitCentsOf(row) * row.qty, 0);
  return { lines, count: rows.reduce((sum, row) => sum + row.qty, 0), total: toDollars(cents) };
}

const value = (name: string) => sql.placeholder(name);

/**
 * Puts the line in the cart (or changes its quantity) only if the quantity fits the part and the
 * cart has room, and answers the part's minimum and stock and the cart's other lines: one round
 * trip, whose answer says why nothing was put. No row: no such part.
 */
const putCartLineStatement = prepareStatement<'minimum_qty' | 'available_qty' | 'lines'>(
  'put_cart_line',
  sql`
    with part as (
      -- The unit price by the quantity's tier, as unitPriceFor works it out: the lowest that applies.
      select minimum_qty, available_qty, least(price_cents, (
               select min(tier.price_cents) from product_price_tier tier
               where tier.product_id = product.id and tier.min_qty <= ${value('qty')}::int)) as unit_cents
      from product where id = ${value('productId')}::uuid and ${onSale}
    ), others as (
      select count(*) as lines from cart_line
      where user_id = ${value('userId')}::uuid and product_id <> ${value('productId')}::uuid
    ), put as (
      insert into cart_line (user_id, product_id, qty, seen_unit_cents)
      select ${value('userId')}::uuid, ${value('productId')}::uuid, ${value('qty')}::int, part.unit_cents
      from part, others
      where ${value('qty')}::int between part.minimum_qty and part.available_qty
        and others.lines < ${MAX_CART_LINES}
      on conflict (user_id, product_id)
      do update set qty = excluded.qty, seen_unit_cents = excluded.seen_unit_cents
    )
    select part.minimum_qty, part.available_qty, others.lines from part, others`,
);

/** Puts a part in the cart with this quantity, by the purchase form's rules, or changes its quantity. */
export async function setCartLine(
  { runPrepared }: Pick<Database, 'runPrepared'>,
  userId: string,
  productId: string,
  qty: number,
): Promise<void> {
  const [row] = await runPrepared(putCartLineStatement, { userId, productId, qty });
  if (!row) throw notFound('No product with that id');
  const refusal = cartQuantityRefusal(qty, {
    minimumQty: Number(row.minimum_qty),
    availableQty: Number(row.available_qty),
  });
  if (refusal) throw badRequest(refusal, 'qty');
  if (Number(row.lines) >= MAX_CART_LINES) throw badRequest(cartMessages.full, 'cart');
}

export async function removeCartLine(db: Db, userId: string, productId: string): Promise<void> {
  const removed = await db
    .delete(cartLine)
    .where(and(eq(cartLine.userId, userId), eq(cartLine.productId, productId)))
    .returning({ productId: cartLine.productId });
  if (removed.length === 0) throw notFound(cartMessages.notInCart);
}

/** The customer has read which parts the shop stopped selling left his cart. */
export async function dismissDroppedParts(db: Db, userId: string): Promise<void> {
  await db.delete(cartDroppedPart).where(eq(cartDroppedPart.userId, userId));
}

/**
 * A visitor's cart joins his account's at sign-in: a part in both keeps the larger quantity (merging
 * twice changes nothing), fitted into the part's minimum and stock; a sold-out, hidden or deleted
 * part is left out, as are parts past the cart's size. Answers the ids of the parts left out.
 */
export async function mergeCart(db: Db, userId: string, lines: StoredCartLine[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const leftOut: string[] = [];
    const held = new Map((await linesOf(tx, userId)).map((row) => [row.productId, row.qty]));
    for (const line of lines) {
      const [part] = await tx
        .select({ minimumQty: product.minimumQty, availableQty: product.availableQty })
        .from(product)
        .where(and(eq(product.id, line.productId), onSale));
      const full = !held.has(line.productId) && held.size >= MAX_CART_LINES;
      if (!part || part.availableQty < part.minimumQty || full) {
        leftOut.push(line.productId);
        continue;
      }
      const wanted = Math.max(line.qty, held.get(line.productId) ?? 0);
      const qty = Math.min(Math.max(wanted, part.minimumQty), part.availableQty);
      // The clock, not the transaction's start: the merged lines keep the order the visitor added them in.
      await tx
        .insert(cartLine)
        .values({ userId, productId: line.productId, qty, addedAt: sql`clock_timestamp()` })
        .onConflictDoUpdate({ target: [cartLine.userId, cartLine.productId], set: { qty } });
      held.set(line.productId, qty);
    }
    return leftOut;
  });
}
