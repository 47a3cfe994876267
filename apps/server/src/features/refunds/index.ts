// Refunds: an admin pays back part or all of a paid order, or cancels it unshipped (decision 050),
// and the provider's later word that a refund failed is recorded. The refunds' ledger (what was
// refunded, what is left) is the order's record (features/orders); these are the acts.
export { refundRoutes } from './refund-routes.ts';
export { recordRefundFailedLater } from './refund-failed-later.ts';
export { runStaleRefunds } from './stale-refunds.ts';
