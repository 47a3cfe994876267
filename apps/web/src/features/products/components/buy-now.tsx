import { isSoldOut, productMessages, type Product } from '@crankworks/contract';
import { Link } from 'react-router';

/** Buy Now for a part that can be ordered; "Sold out" when its stock is below its minimum order. */
export function BuyNow({ product, className = '' }: { product: Product; className?: string }) {
  if (isSoldOut(product))
    return <p className={`badge badge-lg badge-neutral ${className}`}>{productMessages.soldOut}</p>;
  return (
    // The page's main action: a customer's order form, whose code is fetched ahead (decision 030).
    <Link to={`/purchase/${product._id}`} data-prefetch="" className={`btn btn-primary ${className}`}>
      Buy Now<span className="sr-only">: {product.name}</span>
    </Link>
  );
}
