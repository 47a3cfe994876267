import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';

/** What the cart page says on arriving from Put back in cart. */
export interface CartNotice {
  notice: string;
}

/** Put back in cart, on an expired order: its parts go back in the cart, and the cart opens saying so. */
export function PutBackButton({ orderId, title }: { orderId: string; title: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [putting, setPutting] = useState(false);

  const putBack = async () => {
    if (putting) return;
    setPutting(true);
    try {
      // Loaded at the first click, as Add to cart's changes are: this button ships with the cart's index.
      const { putBackInCart } = await import('../api/put-back.ts');
      const notice = await putBackInCart(queryClient, orderId);
      void navigate('/cart', { state: { notice } satisfies CartNotice });
    } catch (error) {
      toast.error(`Not put back in your cart: ${errorMessage(error)}`);
      setPutting(false);
    }
  };

  // Not disabled while putting back: a button that turns disabled loses the keyboard's focus.
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      aria-busy={putting}
      onClick={() => void putBack()}
    >
      Put back in cart<span className="sr-only">: {title}</span>
    </button>
  );
}
