// The orders feature: what other parts of the server may use.
export { orderRoutes } from './routes.ts';
export { refundRoutes } from './refunds/refund-routes.ts';
export type { OrderRow } from './order-dto.ts';
export { orderTotalCents, orderTotalSql } from './order-dto.ts';
export { findOrder, lockOrder } from './queries.ts';
export { loadOrderFor } from './order-access.ts';
export { markPaid } from './order-state.ts';
export { paysOrderTotal } from './payment-check.ts';
export type {
  CancelOutcome,
  OrderPayments,
  RefundAsked,
  RefundOutcome,
  RetrievedIntent,
} from './payment-port.ts';
export { refundIdempotencyKey } from './payment-port.ts';
export { deleteUnpaidOrdersOfUser, type WithdrawalContext } from './withdraw-order.ts';
export { runHoldExpiry } from './expire-orders.ts';
export { recordRefundFailedLater } from './refunds/refund-failed-later.ts';
