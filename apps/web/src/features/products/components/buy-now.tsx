import { isSoldOut, productMessages, type Product } from '@crankworks/contract';
import { Link } from 'react-router';
import { loginPathFor, useSession } from '../../auth/index.ts';

/**
 * Buy Now for a part that can be ordered; "Sold out" when its stock is below its minimum order. A
 * visitor's leads straight to signing in, on the way to the order form, as a page the server renders:
 * one page, not a page and a redirect, and on a phone sooner on screen than the login page's code
 * fetched and run in this one (issue 39).
 */
export function BuyNow({ product, className = '' }: { product: Product; className?: string }) {
  const { user } = useSession();
  if (isSoldOut(product))
    return <p className={`badge badge-lg badge-neutral ${className}`}>{productMessages.soldOut}</p>;
  const orderForm = `/purchase/${product._id}`;
  const visitor = user === null;
  return (
    // The page's main action: a customer's order form, whose code is fetched ahead (decision 030).
    <Link
      to={visitor ? loginPathFor(orderForm) : orderForm}
      reloadDocument={visitor}
      data-prefetch=""
      className={`btn btn-primary ${className}`}
    >
      Buy Now<span className="sr-only">: {product.name}</span>
    </Link>
  );
}
