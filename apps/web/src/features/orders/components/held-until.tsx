import { formatDeadline } from '../../../lib/format.ts';

/** An unpaid order's deadline: paid by then, or it expires and its parts go back on sale. */
export function HeldUntil({ heldUntil }: { heldUntil: string }) {
  return <time dateTime={heldUntil}>{formatDeadline(heldUntil)}</time>;
}
