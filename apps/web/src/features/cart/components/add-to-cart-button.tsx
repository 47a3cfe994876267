import { isSoldOut, type Product } from '@crankworks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
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
  /**
   * The fields of a form of its own (the quantity, named `qty`), which posts to the server while the
   * app has not taken the page over (features/page-forms); without them, a button inside another form.
   */
  fields?: ReactNode;
  /** The form's classes, and what it shows after the button (a refusal), with `fields`. */
  formClassName?: string;
  afterButton?: ReactNode;
}

/** Add to cart for a part that can be ordered; nothing for a sold-out one (Buy Now says Sold out). */
export function AddToCartButton({
  product,
  qty = product.minimumQty,
  disabled = false,
  onQuantityRefused,
  className = '',
  fields,
  formClassName,
  afterButton,
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
  const button = (
    <button
      type={fields === undefined ? 'button' : 'submit'}
      className={`btn btn-outline btn-primary ${className}`}
      disabled={disabled}
      aria-busy={adding}
      onClick={fields === undefined ? () => void add() : undefined}
    >
      {adding ? 'Adding…' : 'Add to cart'}
      <span className="sr-only">: {product.name}</span>
    </button>
  );
  if (fields === undefined) return button;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add();
  };
  return (
    // Posted to the server while the app has not taken the page over (features/page-forms).
    <form method="post" action={`/cart/add/${product._id}`} onSubmit={submit} className={formClassName}>
      {fields}
      {button}
      {afterButton}
    </form>
  );
}
