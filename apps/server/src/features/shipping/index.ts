// Shipping zones, methods and rates (decision 067): what other parts of the server may use.
export { shippingRoutes } from './routes.ts';
export { methodServing, shippingOptionsFor, shipsAnywhere } from './options.ts';
export { listZones, saveZone } from './zones.ts';
export { demoZones, seedDemoZones } from './demo-zones.ts';
