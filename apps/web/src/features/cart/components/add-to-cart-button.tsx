import { isSoldOut, type Product } from '@crankworks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';

/** The notice of a line added: which part, how many, and the way to the cart. */
function AddedNotice({ name, qty }: { name: string; qty: number }) {
  return (
    <span>
      Added to your cart: {qty} × {name}.{' '}
      <Link to="/cart" className="link font-semibold">
        View cart
      </Link>
    </span>
  );
}

interface AddToCartButtonProps {
  product: Pick<Product, '_id' | 'name' | 'minimumQty' | 'availableQty'>;
  /** How many pieces to add: the part's minimum order unless a form says otherwise. */
  qty?: number;
  disabled?: boolean;
  /** Shows a refused quantity ("Order Less than 41") where the form shows its quantity's errors; else a toast. */
  onQuantityRefused?: (message: string) => void;
  className?: string;
}

/** Add to cart for a part that can be ordered; nothing for a sold-out one (Buy Now says Sold out). */
export function AddToCartButton({
  product,
  qty = product.minimumQty,
  disabled = false,
  onQuantityRefused,
  className = '',
}: AddToCartButtonProps) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  if (isSoldOut(product)) return null;

  const add = async () => {
    if (adding) return;
    setAdding(true);
    try {
      // Loaded at the first click: the cart's rules and schemas stay out of the pages' first load.
      const { addToCart } = await import('../api/cart-changes.ts');
      await addToCart(queryClient, product._id, qty);
      toast.success(<AddedNotice name={product.name} qty={qty} />);
    } catch (error) {
      if (onQuantityRefused && error instanceof ApiRequestError && error.field === 'qty')
        onQuantityRefused(error.message);
      else toast.error(`Not added to your cart: ${errorMessage(error)}`);
    } finally {
      setAdding(false);
    }
  };

  // Not disabled while adding: a button that turns disabled loses the keyboard's focus.
  return (
    <button
      type="button"
      className={`btn btn-outline btn-primary ${className}`}
      disabled={disabled}
      aria-busy={adding}
      onClick={() => void add()}
    >
      {adding ? 'Adding…' : 'Add to cart'}
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}
