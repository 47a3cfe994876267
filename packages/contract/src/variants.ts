import { z } from 'zod';
import { dollarsSchema, idSchema, listItemText, text } from './common.ts';
import {
  gramsSchema,
  priceTierSchema,
  priceTiersSchema,
  quantitySchema,
  tiersFitThePart,
} from './part-fields.ts';
import { partSpecSchema } from './specifications.ts';

/**
 * A product's variants (issue 37, decision 078): a crankset in 165, 170, 172.5 and 175 mm is one
 * product with the option Length and four variants, each with its own part number (SKU), price,
 * stock, minimum, weight and price tiers. A product without options is its one variant.
 */

/** The most options a product has (Length, Teeth, Colour). */
export const MAX_OPTIONS = 3;
/** The most variants a product has: enough for three options of a handful of values each. */
export const MAX_VARIANTS = 100;
/** The longest option name or value ("Length", "172.5 mm"). */
export const MAX_OPTION_TEXT = 40;
/** The longest part number. */
export const MAX_SKU = 40;

/** A part number as the shop writes it; two that differ only in case are the same. */
export const skuSchema = text()
  .trim()
  .min(1, { error: 'is required' })
  .max(MAX_SKU, { error: `must be at most ${MAX_SKU} characters` })
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9./_-]*[A-Za-z0-9])?$/, {
    error: 'must be letters and digits, with . / _ or - between them',
  });

const optionText = listItemText()
  .trim()
  .min(1, { error: 'is required' })
  .max(MAX_OPTION_TEXT, { error: `must be at most ${MAX_OPTION_TEXT} characters` });

/** One variant as the product's page shows it; the first is the product's own row, its id the product's. */
export const variantSchema = z.object({
  _id: idSchema,
  sku: z.string(),
  /** Its value of each of the product's options, in their order (none: []). */
  values: z.array(z.string()),
  /** The product's name and its values ("Forge Crankset — 172.5 mm"): what carts, orders and invoices say. */
  name: z.string(),
  price: z.number(),
  availableQty: z.number().int(),
  minimumQty: z.number().int(),
  weightGrams: z.number().int(),
  tiers: z.array(priceTierSchema),
  /**
   * Its own specification values (Crank length 172.5 mm); the product's own row's are the product's,
   * which a variant has too where it gives no value of its own.
   */
  specs: z.array(partSpecSchema),
});
export type Variant = z.infer<typeof variantSchema>;

/**
 * A variant as an admin enters it. One with an id is kept (its stock is changed by the stock forms,
 * never by this one: orders placed meanwhile would be overwritten); one without is added with the
 * stock given.
 */
export const variantInputSchema = z
  .object({
    _id: idSchema.optional(),
    sku: skuSchema,
    values: z.array(optionText).max(MAX_OPTIONS, { error: `must hold at most ${MAX_OPTIONS} values` }),
    price: dollarsSchema,
    minimumQty: quantitySchema.min(1, { error: 'must be at least 1' }),
    weightGrams: gramsSchema,
    availableQty: quantitySchema.optional(),
    tiers: priceTiersSchema.optional(),
  })
  .superRefine(tiersFitThePart);
export type VariantInput = z.infer<typeof variantInputSchema>;

const lower = (value: string) => value.toLowerCase();

/** The first earlier index whose key is the same as the one at `index`, or -1. */
const earlierTwin = (keys: string[], index: number) => keys.indexOf(keys[index]!);

/** The end of each refusal of a product's variants, after the field's label. */
export const variantMessages = {
  optionRepeated: (first: number) => `repeats option ${first + 1}`,
  noOptionsForMany: 'must name at least one option when the product has more than one variant',
  oneValuePerOption: (...options: string[]) =>
    options.length === 0
      ? 'must be empty: the product has no options'
      : `must give one value for each option (${options.join(', ')})`,
  valuesRepeated: (first: number) => `are those of variant ${first + 1}`,
  skuRepeated: (first: number) => `is variant ${first + 1}'s too`,
  idRepeated: (first: number) => `is variant ${first + 1}'s too`,
  stockOfNew: 'is required for a new variant',
  stockOfKept: "is changed by the variant's stock form, so that orders placed meanwhile are kept",
  skuTaken: "is already another part's",
  firstIsTheProduct: "must be the product's own: its first variant cannot be removed or moved",
  notThisProducts: "is not one of this product's variants",
  sharedWithProduct: "is the product's, which all its variants share: change it on the product",
} as const;

/**
 * PUT /api/product/:id/variants: the product's options and every variant, replaced as a whole in one
 * transaction. The first variant is the product itself; a kept variant is named by its id, a new one
 * has none, and one left out is deleted.
 */
export const productVariantsSchema = z
  .object({
    options: z.array(optionText).max(MAX_OPTIONS, { error: `must hold at most ${MAX_OPTIONS} options` }),
    variants: z
      .array(variantInputSchema)
      .min(1, { error: 'must hold at least one variant' })
      .max(MAX_VARIANTS, { error: `must hold at most ${MAX_VARIANTS} variants` }),
  })
  .superRefine(({ options, variants }, context) => {
    const problem = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    const names = options.map(lower);
    names.forEach((_, index) => {
      const first = earlierTwin(names, index);
      if (first !== index) problem(['options', index], variantMessages.optionRepeated(first));
    });
    if (options.length === 0 && variants.length > 1) problem(['options'], variantMessages.noOptionsForMany);
    const combinations = variants.map((variant) => JSON.stringify(variant.values.map(lower)));
    const skus = variants.map((variant) => lower(variant.sku));
    const ids = variants.map((variant) => variant._id ?? `new ${variant.sku}`);
    variants.forEach((variant, index) => {
      if (variant.values.length !== options.length)
        problem(['variants', index, 'values'], variantMessages.oneValuePerOption(...options));
      else if (earlierTwin(combinations, index) !== index)
        problem(
          ['variants', index, 'values'],
          variantMessages.valuesRepeated(earlierTwin(combinations, index)),
        );
      if (earlierTwin(skus, index) !== index)
        problem(['variants', index, 'sku'], variantMessages.skuRepeated(earlierTwin(skus, index)));
      if (variant._id && earlierTwin(ids, index) !== index)
        problem(['variants', index, '_id'], variantMessages.idRepeated(earlierTwin(ids, index)));
      if (!variant._id && variant.availableQty === undefined)
        problem(['variants', index, 'availableQty'], variantMessages.stockOfNew);
      if (variant._id && variant.availableQty !== undefined)
        problem(['variants', index, 'availableQty'], variantMessages.stockOfKept);
    });
  });
export type ProductVariants = z.infer<typeof productVariantsSchema>;
