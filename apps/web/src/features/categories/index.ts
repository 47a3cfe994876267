// The categories feature (the catalogue's tree, decision 073): what other features may use.
export { categoryKeys, categoriesQueryOptions, getCategories, useCategories } from './api/get-categories.ts';
export { placeCategories, type PlacedCategory } from './category-paths.ts';
