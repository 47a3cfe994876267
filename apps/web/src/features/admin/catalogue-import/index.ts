// Importing parts from CSV (decision 077): what other admin pages may use.
export { CatalogueCsvLinks } from './components/catalogue-csv-links.tsx';
