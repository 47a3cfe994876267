import { fieldLabels, messages, newOrderSchema, type Product } from '@crankworks/contract';

type QuantityLimits = Pick<Product, 'minimumQty' | 'availableQty'>;

/** The quantity field's label, which its messages start with. */
export const QUANTITY_LABEL = fieldLabels.orderQty;

/**
 * What is wrong with a quantity, as the form shows it; null when it can be ordered. An empty or
 * fractional one gets the field's own message; outside [minimumQty, availableQty], the shop's "Order More/Less than".
 */
export function quantityProblem(orderQty: number, { minimumQty, availableQty }: QuantityLimits) {
  if (!Number.isInteger(orderQty)) {
    const issue = newOrderSchema.shape.orderQty.safeParse(orderQty).error?.issues[0];
    return `${QUANTITY_LABEL} ${issue?.message ?? 'must be a whole number'}`;
  }
  if (orderQty < minimumQty) return messages.orderMoreThan(minimumQty);
  if (orderQty > availableQty) return messages.orderLessThan(availableQty);
  return null;
}

/** Quantity × unit price, counted in cents so that 3 × $19.99 is $59.97 and not $59.970000000000006. */
export const orderTotal = (orderQty: number, unitPrice: number) =>
  (Math.round(unitPrice * 100) * orderQty) / 100;
