import type { Variant } from '@crankworks/contract';
import { useEffect, useId, useRef } from 'react';
import { StockControls } from './stock-form.tsx';

interface VariantStockDialogProps {
  /** The variant whose stock is shown, as the server last answered it; none: the dialog is closed. */
  variant: Variant | undefined;
  onClose: () => void;
}

/**
 * A kept variant's stock and its Restock and Set stock forms, in a native modal <dialog>: outside
 * the variants form (forms do not nest), with focus inside while open, Escape closing it and focus
 * back on the button that opened it.
 */
export function VariantStockDialog({ variant, onClose }: VariantStockDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = variant !== undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={open ? titleId : undefined}
      // Escape (and any other close request) goes through onClose, so React stays in charge of `open`.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {variant && (
        <div className="modal-box">
          <h2 id={titleId} className="text-lg font-bold">
            Stock of {variant.name}
          </h2>
          <StockControls part={variant} />
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
