import type { Product } from '@crankworks/contract';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product-image.tsx';
import { ProductQuantities } from '../../../components/product-quantities.tsx';
import { formatUsd } from '../../../lib/format.ts';
import { BuyNow } from './buy-now.tsx';

/** A control the page puts beside Buy Now (the cart's Add to cart): the catalogue does not know the cart. */
export type CardAction = ComponentType<{ product: Product }>;

export function ProductCard({ product, action: Action }: { product: Product; action?: CardAction }) {
  return (
    <article className="card card-border h-full bg-base-100 shadow-sm">
      <ProductImage product={product} lazy />
      <div className="card-body">
        <h3 className="card-title">
          <Link to={`/products/${product._id}`} className="link link-hover">
            {product.name}
          </Link>
        </h3>
        <p>{product.ShortDescription}</p>
        <p className="text-2xl font-bold text-primary">{formatUsd(product.price)}</p>
        {product.options.length === 0 ? (
          <>
            <ProductQuantities product={product} />
            <div className="card-actions mt-2 justify-end">
              {Action && <Action product={product} />}
              <BuyNow product={product} />
            </div>
          </>
        ) : (
          // Its variants differ in stock and often in price: the buyer chooses one on its page.
          <div className="card-actions mt-2 justify-end">
            <Link to={`/products/${product._id}`} className="btn btn-primary">
              Choose {product.options.join(' and ').toLowerCase()}
              <span className="sr-only">: {product.name}</span>
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="card card-border bg-base-100" aria-hidden="true">
      <div className="skeleton aspect-4/3 w-full rounded-b-none" />
      <div className="card-body gap-3">
        <div className="skeleton h-6 w-2/3" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-5/6" />
        <div className="skeleton h-8 w-1/3" />
        <div className="skeleton ml-auto h-10 w-28" />
      </div>
    </div>
  );
}
