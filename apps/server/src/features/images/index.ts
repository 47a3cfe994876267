// Uploaded product images: what other parts of the server may use.
export { imageRoutes } from './routes.ts';
