import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';

/** How long typing rests before the quantity typed is asked for (Enter or leaving the field: at once). */
const TYPING_REST_MS = 300;

interface QuantityStepperProps {
  /** The part, for the controls' names: "Quantity of Chain 11s". */
  partName: string;
  /** The quantity the cart holds. */
  qty: number;
  /** The id of the text that says why a quantity was refused, while it shows. */
  errorId?: string;
  /**
   * A quantity asked for: typed (once typing rests, or with Enter or on leaving the field), or one
   * step from the last.
   */
  onChange: (qty: number) => void;
  /** The field's name in the form it posts with when the app has not taken the page over. */
  name?: string;
}

/** A labelled number field between − and + buttons. */
export function QuantityStepper({ partName, qty, errorId, onChange, name }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(qty));
  // A new quantity from the cart replaces what was typed.
  const [shownQty, setShownQty] = useState(qty);
  if (qty !== shownQty) {
    setShownQty(qty);
    setDraft(String(qty));
  }

  const typed = () => (draft.trim() === '' ? Number.NaN : Number(draft));
  // A whole number typed is asked for once typing rests, so that the line and the total follow it.
  // (A step is asked for at once, by the step.)
  const typedByHand = useRef(false);
  const report = useEffectEvent((wanted: number) => onChange(wanted));
  useEffect(() => {
    const wanted = draft.trim() === '' ? Number.NaN : Number(draft);
    if (!typedByHand.current || !Number.isInteger(wanted) || wanted === shownQty) return;
    const timer = setTimeout(() => report(wanted), TYPING_REST_MS);
    return () => clearTimeout(timer);
  }, [draft, shownQty]);
  const step = (by: number) => {
    const from = typed();
    const next = (Number.isInteger(from) ? from : qty) + by;
    typedByHand.current = false;
    setDraft(String(next));
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Quantity<span className="sr-only"> of {partName}</span>
      </label>
      <div className="join">
        <button type="button" className="btn join-item" onClick={() => step(-1)}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">Decrease the quantity of {partName}</span>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          step={1}
          value={draft}
          aria-invalid={Boolean(errorId)}
          aria-describedby={errorId}
          onChange={(event) => {
            typedByHand.current = true;
            setDraft(event.target.value);
          }}
          onBlur={() => onChange(typed())}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // The quantity is asked for here; the form's own post is for a page without the app.
            event.preventDefault();
            onChange(typed());
          }}
          className="input join-item w-24 text-center"
        />
        <button type="button" className="btn join-item" onClick={() => step(1)}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">Increase the quantity of {partName}</span>
        </button>
      </div>
    </div>
  );
}
