import { isSoldOut, type ProductDetail } from '@crankworks/contract';

/** JSON in a script element, with `<` escaped so that no text in it can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The part as schema.org's Product with its Offer, for search engines' rich results: its name,
 * pictures, description, category, price in dollars and whether it can be ordered now. A data block,
 * never run, so the page's script policy does not apply to it.
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
