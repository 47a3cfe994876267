// Liveness and readiness: what other parts of the server may use.
export { healthRoutes } from './routes.ts';
