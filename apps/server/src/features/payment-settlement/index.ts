// Payment settlement: an order becomes paid once the provider confirms it, and an unpaid order is
// cancelled, deleted or expired only after its payment is settled with the provider (decision 008).
export { settlementRoutes } from './routes.ts';
export { markPaid } from './mark-paid.ts';
export { paysOrderTotal } from './payment-check.ts';
export { deleteUnpaidOrdersOfUser, type WithdrawalContext } from './withdraw-order.ts';
export { runHoldExpiry } from './expire-orders.ts';
