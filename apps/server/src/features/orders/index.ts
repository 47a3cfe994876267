// The orders feature: what other parts of the server may use.
export { orderRoutes } from './routes.ts';
export { refundRoutes } from './refunds/refund-routes.ts';
export type { OrderRow } from './order-dto.ts';
export { orderTotalCents, orderTotalSql, toOrderDto } from './order-dto.ts';
export { findOrder, lockOrder } from './queries.ts';
export { loadOrderFor } from './order-access.ts';
export { findOrderLines, type OrderLineRow } from './order-lines.ts';
export { orderExpiredMail, paymentReceivedMail } from './order-mails.ts';
export { allows, moveOrder, tryMoveOrder, type OrderEvent } from './transitions.ts';
export type {
  CancelOutcome,
  OrderPayments,
  RefundAsked,
  RefundOutcome,
  RetrievedIntent,
} from './payment-port.ts';
export { refundIdempotencyKey } from './payment-port.ts';
export { recordRefundFailedLater } from './refunds/refund-failed-later.ts';
