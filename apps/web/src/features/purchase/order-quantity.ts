import { messages, type Product } from '@crankworks/contract';

type QuantityLimits = Pick<Product, 'minimumQty' | 'availableQty'>;

/** SPEC §5: the message for a quantity outside [minimumQty, availableQty]; null when it is fine. */
export function quantityProblem(orderQty: number, { minimumQty, availableQty }: QuantityLimits) {
  if (!Number.isFinite(orderQty)) return null;
  if (orderQty < minimumQty) return messages.orderMoreThan(minimumQty);
  if (orderQty > availableQty) return messages.orderLessThan(availableQty);
  return null;
}

/** Quantity × unit price, counted in cents so that 3 × $19.99 is $59.97 and not $59.970000000000006. */
export const orderTotal = (orderQty: number, unitPrice: number) =>
  Number.isFinite(orderQty) ? (Math.round(unitPrice * 100) * orderQty) / 100 : 0;
