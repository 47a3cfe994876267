// The specifications feature (decision 076): the catalogue's typed specifications and each part's
// values of them. What other parts of the server may use.
export { specRoutes } from './routes.ts';
export {
  readPartSpecs,
  readSpecsOfParts,
  specValueText,
  storedSpecValue,
  type StoredValue,
} from './part-specs.ts';
export { hasSpecValue, valuesByKey } from './spec-filter.ts';
export { seedDemoSpecs } from './demo-specs.ts';
