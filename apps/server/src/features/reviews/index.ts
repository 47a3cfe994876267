// Customer reviews and their moderation: what other parts of the server may use.
export { reviewRoutes } from './routes.ts';
