// The categories feature (the catalogue's tree, decision 073): what other features may use.
export { categoryKeys, categoriesQueryOptions, getCategories, useCategories } from './api/get-categories.ts';
export { CategoryLinks } from './components/category-links.tsx';
export { categoryCrumbs, crumbsAlong } from './category-crumbs.ts';
export { partCountText, placeCategories, type PlacedCategory } from './category-paths.ts';
