// The admin dashboard's summary: what other parts of the server may use.
export { adminSummaryRoutes } from './routes.ts';
