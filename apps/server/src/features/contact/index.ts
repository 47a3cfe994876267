// The contact form and the admin inbox: what other parts of the server may use.
export { contactRoutes } from './routes.ts';
