// The admin's specifications (decision 076): what other admin features may use.
export { specKeys, useSpecs } from './api/specs.ts';
