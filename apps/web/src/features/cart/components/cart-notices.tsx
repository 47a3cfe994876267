import { cartMessages, orderReference, type Cart } from '@crankworks/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { HeldUntil } from '../../orders/index.ts';
import type { CartChanges } from '../api/cart-changes.ts';

/**
 * What the cart has to say before its lines: the unpaid orders placed from it (the cart keeps their
 * parts until one is paid, decision 065), and the parts the shop stopped selling that left it.
 */
export function CartNotices({ cart, dismissDropped }: { cart: Cart } & Pick<CartChanges, 'dismissDropped'>) {
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
      {cart.dropped.length > 0 && <DroppedParts names={cart.dropped} dismiss={dismissDropped} />}
    </>
  );
}

function DroppedParts({ names, dismiss }: { names: string[]; dismiss: () => Promise<void> }) {
  const [problem, setProblem] = useState<string | null>(null);
  const dismissNote = () => dismiss().catch((error: unknown) => setProblem(errorMessage(error)));
  return (
    <div role="status" className="alert flex flex-wrap items-center justify-between gap-2">
      <p>{cartMessages.dropped(names.join(', '))}</p>
      <button type="button" className="btn btn-sm" onClick={() => void dismissNote()}>
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
