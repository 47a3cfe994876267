/** Kept apart from the order keys: refreshing the orders after a payment must not ask for a new intent. */
export const paymentIntentKeys = { forOrder: (orderId: string) => ['payment-intent', orderId] as const };
