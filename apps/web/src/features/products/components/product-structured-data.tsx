import { isSoldOut, type PartSpec, type ProductDetail } from '@crankworks/contract';

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

/**
 * The part as schema.org's Product with its Offer, for search engines' rich results: its name,
 * pictures, description, category, specifications (additionalProperty), price in dollars and
 * whether it can be ordered now. A data block, never run, so the page's script policy does not
 * apply to it.
 */
export function ProductStructuredData({ part }: { part: ProductDetail }) {
  const category = part.categories[0]?.map((step) => step.name).join(' > ');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.name,
    image: part.moreImages.length ? [part.img, ...part.moreImages] : part.img,
    description: part.ShortDescription,
    ...(category ? { category } : {}),
    ...(part.specs.length ? { additionalProperty: part.specs.map(propertyValue) } : {}),
    offers: {
      '@type': 'Offer',
      price: part.price.toFixed(2),
      priceCurrency: 'USD',
      availability: `https://schema.org/${isSoldOut(part) ? 'OutOfStock' : 'InStock'}`,
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: part.minimumQty },
    },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
