// The categories feature (the catalogue's tree): what other parts of the server may use.
export { categoryRoutes } from './routes.ts';
export { categoryPathsOf, categoryWithInside } from './queries.ts';
export { seedDemoCategories } from './demo-categories.ts';
