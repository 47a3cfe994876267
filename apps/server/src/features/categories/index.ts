// The categories feature (the catalogue's tree): what other parts of the server may use.
export { categoryRoutes } from './routes.ts';
export { branchesInside, categoryPathsOf, categoryWithInside, type CategoryBranch } from './queries.ts';
export { seedDemoCategories } from './demo-categories.ts';
