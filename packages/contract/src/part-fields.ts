import { z } from 'zod';
import { dollarsSchema } from './common.ts';
import { requiredOr } from './error-messages.ts';
import { MAX_PRICE_TIERS, tierMessages, tierProblem, type PriceTier } from './price-tiers.ts';
import { MAX_WEIGHT_GRAMS } from './shipping.ts';

// What a part and each of its variants (decision 078) are given alike: stock, minimum, weight, tiers.

/** A stock figure or an order minimum as an admin enters it: whole pieces. */
export const quantitySchema = z
  .number({ error: requiredOr('must be a whole number') })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must not be negative' })
  .max(1_000_000, { error: 'must be at most 1000000' });

/** A part's packed weight as an admin enters it: whole grams, up to more than a pallet of parts. */
export const gramsSchema = z
  .number({ error: requiredOr('must be a whole number of grams') })
  .int({ error: 'must be a whole number of grams' })
  .min(0, { error: 'must not be negative' })
  .max(MAX_WEIGHT_GRAMS, { error: `must be at most ${MAX_WEIGHT_GRAMS}` });

/** As the API answers it: from `minQty` pieces on, `price` dollars a piece. */
export const priceTierSchema = z.object({ minQty: z.number().int(), price: z.number() });

/** A tier as an admin enters it; how it fits the part and the other tiers is `tierProblem`'s to say. */
const priceTierInputSchema = z.object({
  minQty: quantitySchema.min(2, { error: 'must be at least 2' }),
  price: dollarsSchema.refine((price) => price > 0, { error: 'must be more than 0' }),
});

/** A part's tiers, replaced as a whole when given: at most five, by rising quantity and falling price. */
export const priceTiersSchema = z
  .array(priceTierInputSchema)
  .max(MAX_PRICE_TIERS, { error: tierMessages.tooMany });

/** Refuses tiers that do not fit the part's base price and minimum, naming the tier's field. */
export const tiersFitThePart = (
  part: { price: number; minimumQty: number; tiers?: PriceTier[] | undefined },
  context: z.RefinementCtx,
) => {
  const problem = tierProblem({ ...part, tiers: part.tiers ?? [] });
  if (problem) context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
};
