import { eq, sql } from 'drizzle-orm';
import type { PriceTier } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { product, productPriceTier } from '../../db/schema/index.ts';
import { toCents, toDollars } from '../../lib/money.ts';

/**
 * A part's tiers read in the statement that reads the part (no second round trip), by rising
 * quantity, prices in cents: `[{ minQty: 50, price: 920 }]`, or `[]`.
 */
export const tiersOfPart = sql<PriceTier[]>`coalesce((
  select json_agg(json_build_object('minQty', tier.min_qty, 'price', tier.price_cents) order by tier.min_qty)
  from ${productPriceTier} tier where tier.product_id = ${product.id}
), '[]'::json)`;

export const tiersInCents = (tiers: readonly PriceTier[]) =>
  tiers.map((tier) => ({ minQty: tier.minQty, price: toCents(tier.price) }));

export const tiersInDollars = (tiers: readonly PriceTier[]) =>
  tiers.map((tier) => ({ minQty: tier.minQty, price: toDollars(tier.price) }));

/** Replaces a part's tiers with these (dollars, as the API takes them); `[]` clears them. */
export async function replaceTiers(tx: Db, productId: string, tiers: readonly PriceTier[]): Promise<void> {
  await tx.delete(productPriceTier).where(eq(productPriceTier.productId, productId));
  if (tiers.length === 0) return;
  await tx
    .insert(productPriceTier)
    .values(tiersInCents(tiers).map((tier) => ({ productId, minQty: tier.minQty, priceCents: tier.price })));
}
