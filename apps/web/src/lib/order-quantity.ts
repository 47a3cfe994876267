import { cartQuantityRefusal, fieldLabels, newOrderSchema } from '@crankworks/contract';

/** The quantities a part can be ordered in. */
interface QuantityLimits {
  minimumQty: number;
  availableQty: number;
}

/**
 * What is wrong with a quantity, as the purchase form and the cart show it; null when it can be
 * ordered. An empty or fractional one gets the field's own message; otherwise the shop's rules
 * ("Order More/Less than", "This part is sold out"), the same the server applies.
 */
export function quantityProblem(qty: number, part: QuantityLimits) {
  if (!Number.isInteger(qty)) {
    const issue = newOrderSchema.shape.orderQty.safeParse(qty).error?.issues[0];
    return `${fieldLabels.orderQty} ${issue?.message ?? 'must be a whole number'}`;
  }
  return cartQuantityRefusal(qty, part);
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Quantity × unit price, counted in cents so that 3 × $19.99 is $59.97 and not $59.970000000000006. */
export const orderTotal = (qty: number, unitPrice: number) => (cents(unitPrice) * qty) / 100;

/** Dollar amounts added up in cents, for the same reason. */
export const sumOfAmounts = (amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + cents(amount), 0) / 100;
