import type { ProductDetail } from '@crankworks/contract';
import { PriceTiersTable } from '../../../components/price-tiers-table.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { ProductQuantities } from '../../../components/product-quantities.tsx';
import { formatUsd } from '../../../lib/format.ts';

/** The part being ordered: what it is, what it costs, and the quantities the order must respect. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  return (
    <article className="card card-border bg-base-100 shadow-sm">
      <ProductImage product={product} />
      <div className="card-body">
        <h1 className="card-title text-2xl">{product.name}</h1>
        <p>{product.ShortDescription}</p>
        <p className="text-2xl font-bold text-primary">
          {formatUsd(product.price)}{' '}
          <span className="text-base font-normal text-base-content/80">per piece</span>
        </p>
        <PriceTiersTable part={product} />
        <ProductQuantities product={product} />
      </div>
    </article>
  );
}

export function ProductSummarySkeleton() {
  return (
    <div className="card card-border bg-base-100" aria-hidden="true">
      <div className="skeleton aspect-4/3 w-full rounded-b-none" />
      <div className="card-body gap-3">
        <div className="skeleton h-7 w-2/3" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-8 w-1/3" />
      </div>
    </div>
  );
}
