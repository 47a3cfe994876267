// Guest checkout and order links (decision 065): what the app registers.
export { guestOrderRoutes } from './routes.ts';
