// Guest checkout and order links (decision 066): what the app registers.
export { guestOrderRoutes } from './routes.ts';
