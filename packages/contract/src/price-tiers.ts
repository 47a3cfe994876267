/**
 * Quantity price tiers, what a manufacturer sells by: "from 50 pieces, $9.20 a piece". Plain rules
 * without zod, so the catalogue's first load may use them. Prices are in whatever unit the part's
 * price is in: dollars on the API and in the browser, cents on the server.
 */

/** The most tiers one part may have. */
export const MAX_PRICE_TIERS = 5;

/** From `minQty` pieces on, each costs `price`. */
export interface PriceTier {
  minQty: number;
  price: number;
}

/** A part as far as its price goes: its base unit price and its tiers, by rising quantity. */
export interface TieredPart {
  price: number;
  tiers: readonly PriceTier[];
}

/**
 * The unit price of a part bought `qty` at a time: the lowest of its base price and the prices of
 * the tiers `qty` reaches, which for valid tiers is the last tier reached. The one place a line's
 * price is worked out: the order statement only checks that the part's price and tiers are still
 * those it was worked out from (decision 028's amendment).
 */
export function unitPriceFor(part: TieredPart, qty: number): number {
  let unit = part.price;
  for (const tier of part.tiers) if (tier.minQty <= qty && tier.price < unit) unit = tier.price;
  return unit;
}

const dollars = (price: number) => `$${price.toFixed(2)}`;

/**
 * The tier a line of `qty` pieces is close to, one that would lower its unit price: reached with at
 * most a quarter more pieces (one at least), and within the part's stock. Null when the line already
 * pays its part's lowest price, or is far from the next tier.
 */
export function nearTierFor(part: TieredPart & { availableQty: number }, qty: number): PriceTier | null {
  const unit = unitPriceFor(part, qty);
  const next = part.tiers.find((tier) => tier.minQty > qty && tier.price < unit);
  if (!next || next.minQty > part.availableQty) return null;
  return next.minQty - qty <= Math.max(1, Math.floor(qty / 4)) ? next : null;
}

/** The end of a refusal of a tier's field, after its label ("From quantity must be …"). */
export const tierMessages = {
  tooMany: `must hold at most ${MAX_PRICE_TIERS} tiers`,
  aboveMinimum: (minimumQty: number) => `must be above the minimum order quantity (${minimumQty})`,
  aboveTierBefore: (minQty: number) => `must be above the tier before (${minQty})`,
  belowBasePrice: (price: number) => `must be below the base price (${dollars(price)})`,
  belowTierBefore: (price: number) => `must be below the tier before (${dollars(price)})`,
  /** A base price or minimum changed alone, that the part's tiers no longer fit. */
  priceAboveTiers: (tierPrice: number) => `must be above the first tier's price (${dollars(tierPrice)})`,
  minimumBelowTiers: (tierQty: number) => `must be below the first tier's quantity (${tierQty})`,
} as const;

/** What a cart line close to a tier offers: "Add 1 more for $21.99 each". */
export const nearTierOffer = (extra: number, price: number) => `Add ${extra} more for ${dollars(price)} each`;

/** What is wrong with a part's tiers, and where: `['tiers', 1, 'price']`. */
export interface TierProblem {
  path: ['tiers', number, keyof PriceTier];
  message: string;
}

/**
 * The first tier that does not fit its part: each tier starts above the part's minimum order and
 * above the tier before, and costs less than the base price and the tier before.
 */
export function tierProblem(part: TieredPart & { minimumQty: number }): TierProblem | undefined {
  let before: PriceTier | undefined;
  for (const [index, tier] of part.tiers.entries()) {
    if (tier.minQty <= (before?.minQty ?? part.minimumQty))
      return {
        path: ['tiers', index, 'minQty'],
        message: before
          ? tierMessages.aboveTierBefore(before.minQty)
          : tierMessages.aboveMinimum(part.minimumQty),
      };
    if (tier.price >= (before?.price ?? part.price))
      return {
        path: ['tiers', index, 'price'],
        message: before
          ? tierMessages.belowTierBefore(before.price)
          : tierMessages.belowBasePrice(part.price),
      };
    before = tier;
  }
  return undefined;
}
