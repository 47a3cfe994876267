import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** The safe choice; "Cancel" unless that word would be ambiguous (e.g. when cancelling an order). */
  cancelLabel?: string;
  /** While the confirmed action runs, both buttons wait. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive action. A native modal <dialog>: focus moves into it (to Cancel, the safe
 * choice), the page behind is inert, Escape cancels, and focus returns where it was on close.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      // Named only while open: a page the server rendered has the closed dialog with React's ids, which
      // Preact keeps as it takes the page over, while the title opened later gets Preact's (decision 071).
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open ? bodyId : undefined}
      // Escape (and any other close request) goes through onCancel, so React stays in charge of `open`.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (!pending) onCancel();
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      {open && (
        <div className="modal-box">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <div id={bodyId} className="py-4">
            {children}
          </div>
          <div className="modal-action">
            <button ref={cancelRef} type="button" className="btn" disabled={pending} onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className="btn btn-error" disabled={pending} onClick={onConfirm}>
              {pending ? 'Working…' : confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
