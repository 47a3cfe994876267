/**
 * What other parts of the app may use of the orders: a customer's orders, one order, paying and
 * deleting it, its invoice, its charges, state, name and shipments.
 */
export { useDeleteOrder } from './api/delete-order.ts';
export { getMyOrdersQueryOptions } from './api/get-my-orders.ts';
export { getOrderQueryOptions, useOrder } from './api/get-order.ts';
export { orderKeys } from './api/order-keys.ts';
export { usePayOrder } from './api/pay-order.ts';
export { CreditNoteLinks, DownloadInvoiceLink } from './components/download-invoice-link.tsx';
export { HeldUntil } from './components/held-until.tsx';
export { LoadedOrder } from './components/loaded-order.tsx';
export { OrderMoney, RefundsList } from './components/order-money.tsx';
export { OrderStatusBadge } from './components/order-status-badge.tsx';
export { OrderTimeline } from './components/order-timeline.tsx';
export { Invoice } from './components/invoice.tsx';
export { chargeRows } from './components/order-charges.ts';
export { ShipmentSummary } from './components/shipment-summary.tsx';
export { andMoreParts, orderContents, orderTitle } from './order-title.ts';
