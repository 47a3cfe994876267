import { isSoldOut, type PartSpec, type ProductDetail, type Variant } from '@crankworks/contract';

/**
 * The vocabulary's name, which search engines read in the data; never fetched (the data block is
 * not run, and nothing loads its context).
 */
const SCHEMA_ORG = 'https://schema.org';

/** JSON in a script element, with `<` escaped so that no text in it can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The value as schema.org types it: a number, a yes-no as true or false, a text as it is. */
const typedValue = ({ kind, value }: PartSpec) =>
  kind === 'number' ? Number(value) : kind === 'yes-no' ? value === 'yes' : value;

/** A specification as schema.org's PropertyValue, with its unit when it has one. */
const propertyValue = (spec: PartSpec) => ({
  '@type': 'PropertyValue',
  name: spec.name,
  value: typedValue(spec),
  ...(spec.unit ? { unitText: spec.unit } : {}),
});

/** One variant's offer: its price in dollars, whether it can be ordered now, from how many pieces. */
const offerOf = (part: Pick<Variant, 'price' | 'availableQty' | 'minimumQty'>) => ({
  '@type': 'Offer',
  price: part.price.toFixed(2),
  priceCurrency: 'USD',
  availability: `${SCHEMA_ORG}/${isSoldOut(part) ? 'OutOfStock' : 'InStock'}`,
  eligibleQuantity: { '@type': 'QuantitativeValue', minValue: part.minimumQty },
});

/**
 * The product for search engines' rich results: schema.org's Product with its name, pictures,
 * description, category, specifications (additionalProperty), part number and Offer; a product with
 * options is a ProductGroup whose variants are each a Product with its own part number and Offer
 * (decision 078). A data block, never run, so the page's script policy does not apply to it.
 */
export function ProductStructuredData({ product }: { product: ProductDetail }) {
  const category = product.categories[0]?.map((step) => step.name).join(' > ');
  const shared = {
    name: product.name,
    image: product.moreImages.length ? [product.img, ...product.moreImages] : product.img,
    description: product.ShortDescription,
    ...(category ? { category } : {}),
    ...(product.specs.length ? { additionalProperty: product.specs.map(propertyValue) } : {}),
  };
  const [own] = product.variants;
  const data =
    product.options.length === 0
      ? {
          '@context': SCHEMA_ORG,
          '@type': 'Product',
          ...shared,
          ...(own?.sku ? { sku: own.sku } : {}),
          offers: offerOf(product),
        }
      : {
          '@context': SCHEMA_ORG,
          '@type': 'ProductGroup',
          ...shared,
          ...(own?.sku ? { productGroupID: own.sku } : {}),
          variesBy: product.options,
          hasVariant: product.variants.map((variant) => ({
            '@type': 'Product',
            name: variant.name,
            sku: variant.sku,
            offers: offerOf(variant),
          })),
        };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
