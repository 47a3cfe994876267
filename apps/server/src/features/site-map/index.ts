export { siteMapRoutes } from './routes.ts';
