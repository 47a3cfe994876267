import type { ProductDetail, ProductVariants, VariantInput } from '@crankworks/contract';
import type { FieldError, Path } from 'react-hook-form';
import { tierFieldPathsUnder } from './price-tier-fields.tsx';

/**
 * What the variants form starts from: the product's options and each variant as kept, named by its
 * id and without its stock, which the stock forms change (decision 078).
 */
export const variantsOf = ({ options, variants }: ProductDetail): ProductVariants => ({
  options,
  variants: variants.map(({ _id, sku, values, price, minimumQty, weightGrams, tiers }) => ({
    _id,
    sku,
    values,
    price,
    minimumQty,
    weightGrams,
    tiers,
  })),
});

/**
 * A variant to add: no part number or values yet, the price, minimum and weight of the first (the
 * product's own), none in stock and no tiers.
 */
export const newVariant = (first: VariantInput, optionCount: number): VariantInput => ({
  sku: '',
  values: Array.from({ length: optionCount }, () => ''),
  price: first.price,
  minimumQty: first.minimumQty,
  weightGrams: first.weightGrams,
  availableQty: 0,
  tiers: [],
});

const rowFields = ['sku', 'values', 'price', 'minimumQty', 'weightGrams', 'availableQty'] as const;

/**
 * Where the server's refusal of the form may point ("options.1", "variants.3.sku",
 * "variants.2.tiers.0.price"), for the form to show it there: every field of the form as it is.
 */
export const variantFieldPaths = ({ options, variants }: ProductVariants): Path<ProductVariants>[] => [
  'options',
  ...options.map((_, index) => `options.${index}` as const),
  ...variants.flatMap((_, row) => [
    ...rowFields.map((field) => `variants.${row}.${field}` as const),
    ...tierFieldPathsUnder(`variants.${row}.tiers` as const),
  ]),
];

/**
 * A list's own error, not one of its items': the schema's sits under `root` once the list has items
 * in the form, the server's on the list itself.
 */
export const ownError = (
  error: { root?: FieldError; type?: FieldError['type']; message?: string } | undefined,
) => error?.root ?? error;
