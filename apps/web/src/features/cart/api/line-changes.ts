import { cartMessages, type CartLine } from '@crankworks/contract';
import { formatUsd } from '../../../lib/format.ts';
import { quantityProblem } from '../../../lib/order-quantity.ts';

/**
 * What changed about a line since the customer put it in the cart, in his words: its quantity no
 * longer fits the part's stock or minimum (checkout would refuse it), or its price is not the one he
 * saw. Null when nothing did. The cart and the checkout show it at the line, before payment.
 */
export function lineChange(line: CartLine): string | null {
  const problem = quantityProblem(line.qty, line);
  if (problem) return problem;
  if (line.priceWas !== null)
    return cartMessages.priceChanged(formatUsd(line.priceWas), formatUsd(line.price));
  return null;
}

/** Whether the cart can be checked out as it is: every line's quantity fits its part. */
export const everyLineFits = (lines: CartLine[]) => lines.every((line) => !quantityProblem(line.qty, line));
