import { cartMessages, orderReference, type Cart } from '@crankworks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../auth/index.ts';
import { HeldUntil } from '../../orders/index.ts';
import { dismissBrowserDroppedParts } from '../api/browser-cart.ts';
import { cartKeys } from '../api/cart-keys.ts';
import { dismissDroppedParts } from '../api/remove-cart-line.ts';

/**
 * What the cart has to say before its lines: the unpaid orders placed from it (the cart keeps their
 * parts until one is paid, decision 065), and the parts the shop stopped selling that left it.
 */
export function CartNotices({ cart }: { cart: Cart }) {
  return (
    <>
      {cart.awaitingPayment.length > 0 && (
        <section
          aria-labelledby="awaiting-payment"
          className="alert alert-info flex flex-col items-start gap-2"
        >
          <h2 id="awaiting-payment" className="font-semibold">
            Waiting for payment
          </h2>
          <ul className="flex flex-col gap-2">
            {cart.awaitingPayment.map(({ orderId, heldUntil }) => (
              <li key={orderId} className="flex flex-wrap items-center gap-2">
                <span>
                  Order {orderReference(orderId)} of parts in this cart
                  {heldUntil && (
                    <>
                      {' '}
                      is held until <HeldUntil heldUntil={heldUntil} />
                    </>
                  )}
                  .
                </span>
                <Link to={`/dashboard/payment/${orderId}`} className="btn btn-primary btn-sm">
                  Pay now<span className="sr-only">: order {orderReference(orderId)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm">Your cart keeps its parts until the order is paid.</p>
        </section>
      )}
      {cart.dropped.length > 0 && <DroppedParts names={cart.dropped} />}
    </>
  );
}

function DroppedParts({ names }: { names: string[] }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { user } = useSession();
  const dismiss = async () => {
    if (!user) return dismissBrowserDroppedParts();
    try {
      await dismissDroppedParts();
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <div role="status" className="alert flex flex-wrap items-center justify-between gap-2">
      <p>{cartMessages.dropped(names.join(', '))}</p>
      <button type="button" className="btn btn-sm" onClick={() => void dismiss()}>
        OK<span className="sr-only">, remove this note</span>
      </button>
      {problem && (
        <p role="alert" className="text-error text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}
