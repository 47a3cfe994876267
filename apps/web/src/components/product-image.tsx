import type { Product } from '@crankworks/contract';

/** A part's picture at the top of its card; below the fold it loads lazily. */
export function ProductImage({
  product,
  lazy = false,
}: {
  product: Pick<Product, 'img' | 'name'>;
  lazy?: boolean;
}) {
  return (
    <figure className="bg-base-200">
      <img
        src={product.img}
        alt={product.name}
        width={400}
        height={300}
        loading={lazy ? 'lazy' : undefined}
        decoding={lazy ? 'async' : undefined}
        className="aspect-4/3 w-full object-contain p-4"
      />
    </figure>
  );
}
