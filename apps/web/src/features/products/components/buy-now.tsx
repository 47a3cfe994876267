import { isSoldOut, productMessages, type Product } from '@crankworks/contract';
import { Link } from 'react-router';

/** Buy Now for a part that can be ordered; "Sold out" when its stock is below its minimum order. */
export function BuyNow({ product, className = '' }: { product: Product; className?: string }) {
  if (isSoldOut(product))
    return <p className={`badge badge-lg badge-neutral ${className}`}>{productMessages.soldOut}</p>;
  return (
    <Link to={`/purchase/${product._id}`} className={`btn btn-primary ${className}`}>
      Buy Now<span className="sr-only">: {product.name}</span>
    </Link>
  );
}
