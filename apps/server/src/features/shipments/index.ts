// Shipments: an admin ships a paid order part by part, with tracking, and records its delivery
// (decision 049). What is left to ship is the order's record (features/orders); this is the act.
export { shipmentRoutes } from './shipment-routes.ts';
