import type { Product } from '@crankworks/contract';

/** Stock and minimum order of a part, as the catalogue card and the purchase page both show them. */
export function ProductQuantities({ product }: { product: Pick<Product, 'availableQty' | 'minimumQty'> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      <dt className="font-semibold">Available</dt>
      <dd>{product.availableQty} pcs</dd>
      <dt className="font-semibold">Minimum order</dt>
      <dd>{product.minimumQty} pcs</dd>
    </dl>
  );
}
