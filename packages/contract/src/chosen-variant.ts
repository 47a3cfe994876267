import type { Product, ProductDetail } from './products.ts';
import type { Variant } from './variants.ts';

/** A part without options as its one variant: what a list knows of a part before its page is read. */
export const soleVariantOf = (part: Product): Variant => ({
  _id: part._id,
  sku: '',
  values: [],
  name: part.name,
  price: part.price,
  availableQty: part.availableQty,
  minimumQty: part.minimumQty,
  weightGrams: part.weightGrams,
  tiers: [],
  specs: [],
});

/** The product's specifications, the variant's own values in place of the product's (by name). */
const specsOf = (product: ProductDetail, variant: Variant) => {
  const own = new Set(variant.specs.map((spec) => spec.specId));
  return [...product.specs.filter((spec) => !own.has(spec.specId)), ...variant.specs].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
};

/** The product's variant of this id; its first (its own row) when the id is none of them. */
export const variantOf = (product: ProductDetail, id: string | null | undefined): Variant =>
  product.variants.find((variant) => variant._id === id) ?? product.variants[0] ?? soleVariantOf(product);

/**
 * The product as the chosen variant is bought (decision 078): its id, its name with its values, and
 * its price, stock, minimum, weight and tiers; the rest the product's. What a page hands Buy Now, Add
 * to cart and the purchase form, which know parts, not variants; its specifications are the product's
 * with the variant's own values in their place. The product's own row is its first
 * variant: chosen, the product's figures are its.
 */
export const asChosenPart = (product: ProductDetail, variant: Variant): ProductDetail =>
  variant._id === product._id
    ? { ...product, name: product.options.length ? variant.name : product.name }
    : {
        ...product,
        _id: variant._id,
        name: variant.name,
        price: variant.price,
        availableQty: variant.availableQty,
        minimumQty: variant.minimumQty,
        weightGrams: variant.weightGrams,
        tiers: variant.tiers,
        specs: specsOf(product, variant),
      };
