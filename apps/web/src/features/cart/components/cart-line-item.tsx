import { cartMessages, nearTierOffer, type CartLine } from '@crankworks/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatUsd } from '../../../lib/format.ts';
import { quantityProblem } from '../../../lib/order-quantity.ts';
import type { CartChanges } from '../api/cart-changes.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

interface CartLineItemProps {
  line: CartLine;
  changes: Pick<CartChanges, 'setQty' | 'remove'>;
  /** Once the line has left the cart (its Remove button with it). */
  onRemoved: () => void;
}

/** One part in the cart: what it is and costs, its quantity to change, and Remove. */
export function CartLineItem({ line, changes, onRemoved }: CartLineItemProps) {
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await change();
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  // Quantities asked for while one is on its way: only the last is sent, once it has its answer.
  const wanted = useRef<number | null>(null);
  const sending = useRef(false);
  const send = async (qty: number) => {
    wanted.current = qty;
    if (sending.current) return;
    sending.current = true;
    while (wanted.current !== null) {
      const ask = wanted.current;
      wanted.current = null;
      await run(() => changes.setQty(line.productId, ask));
    }
    sending.current = false;
  };
  const changeQty = (qty: number) => {
    const refusal = quantityProblem(qty, line);
    if (refusal) setProblem(refusal);
    else if (qty === line.qty) setProblem(null);
    else void send(qty);
  };
  const { nearTier, priceWas } = line;
  // A quantity that no longer fits (the stock fell since it went in) is shown until it is changed.
  const shownProblem = problem ?? quantityProblem(line.qty, line);
  const remove = async () => {
    if (!busy && (await run(() => changes.remove(line.productId)))) onRemoved();
  };
  const removeSubmitted = (event: FormEvent) => {
    event.preventDefault();
    void remove();
  };

  return (
    <li
      aria-busy={busy}
      className="grid grid-cols-[4rem_1fr] gap-4 border-b border-base-300 py-4 sm:grid-cols-[6rem_1fr_auto]"
    >
      <img
        src={line.img}
        alt=""
        width={96}
        height={72}
        className="aspect-4/3 w-full rounded-box bg-base-200 object-contain p-1"
      />
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">
          <Link to={`/products/${line.productId}`} className="link link-hover">
            {line.name}
          </Link>
        </h2>
        <p className="text-sm">{formatUsd(line.price)} per piece</p>
        {priceWas !== null && (
          <p className="text-sm font-semibold">
            {cartMessages.priceChanged(formatUsd(priceWas), formatUsd(line.price))}
          </p>
        )}
        {nearTier && (
          <button
            type="button"
            className="link link-primary self-start text-sm"
            onClick={() => changeQty(nearTier.minQty)}
          >
            {nearTierOffer(nearTier.minQty - line.qty, nearTier.price)}
          </button>
        )}
        {/* Without the app, Enter in the field posts the quantity (features/page-forms). */}
        <form
          method="post"
          action={`/cart/lines/${line.productId}`}
          onSubmit={(event) => event.preventDefault()}
        >
          <QuantityStepper
            partName={line.name}
            qty={line.qty}
            name="qty"
            errorId={shownProblem ? errorId : undefined}
            onChange={changeQty}
          />
        </form>
        {shownProblem && (
          <p id={errorId} role="alert" className="text-error text-sm">
            {shownProblem}
          </p>
        )}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-4 sm:col-span-1 sm:flex-col sm:items-end">
        <p className="text-lg font-bold">
          <span className="sr-only">Amount: </span>
          {formatUsd(line.lineTotal)}
        </p>
        <form method="post" action={`/cart/lines/${line.productId}/remove`} onSubmit={removeSubmitted}>
          <button type="submit" className="btn btn-outline btn-error btn-sm">
            Remove<span className="sr-only"> {line.name}</span>
          </button>
        </form>
      </div>
    </li>
  );
}
