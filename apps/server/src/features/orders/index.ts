// The orders feature: what other parts of the server may use.
export { orderRoutes } from './routes.ts';
export { documentRoutes, sendInvoice } from './document-routes.ts';
export type { OrderRow } from './order-dto.ts';
export { orderTotalCents, orderTotalSql, toOrderDto } from './order-dto.ts';
export { findOrder, lockOrder } from './queries.ts';
export { loadOrderFor } from './order-access.ts';
export {
  loadLinkedOrder,
  loadOrderToPay,
  orderIdOfToken,
  requireUserOrOrderLink,
} from './order-link-access.ts';
export { placeGuestOrder } from './place-guest-order.ts';
export { readShipment, type KeptShippingTerms } from './order-shipment.ts';
export { findOrderLines, type OrderLineRow } from './order-lines.ts';
export {
  orderExpiredMail,
  orderPaidStaffMail,
  orderReminderMail,
  paymentReceivedMail,
} from './order-mails.ts';
export { allows, moveOrder, tryMoveOrder, type OrderEvent } from './transitions.ts';
export type {
  CancelOutcome,
  OrderPayments,
  RefundAsked,
  RefundOutcome,
  RetrievedIntent,
} from './payment-port.ts';
export { refundIdempotencyKey } from './payment-port.ts';
export { orderTitleOf } from './order-dto.ts';
export { dollars } from './order-mails.ts';
export { toOrderDetailDto } from './order-detail.ts';
export type { NumberedOrderLine } from './order-lines.ts';
export {
  findRefunds,
  insertPendingRefund,
  refundableCents,
  refundedPieces,
  toRefundDto,
  type RefundRow,
} from './refund-records.ts';
export {
  cancelRefusal,
  refundRefusal,
  refundableLines,
  refundablePiecesCents,
  refundsByLines,
  type RefundableLine,
} from './refund-rules.ts';
export {
  findShipments,
  leftToShipByLine,
  shipIfNothingLeft,
  shippedQtyByLine,
  shippingRefusal,
  type ShipmentRow,
} from './shipment-queries.ts';
export { isClosed } from './order-dto.ts';
export { issueCreditNote, issueInvoice } from './document-records.ts';
