// The catalogue as CSV (decision 077): its export and its import. What other parts of the server may use.
export { catalogueCsvRoutes } from './routes.ts';
