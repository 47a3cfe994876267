// The address book feature: what other parts of the server may use.
export { addressRoutes } from './routes.ts';
