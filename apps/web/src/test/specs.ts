import type { SpecDefinition } from '@crankworks/contract';

/** A specification as GET /api/specs lists it: its key made from its name, no unit, given by no part. */
export function aSpec(
  overrides: Partial<SpecDefinition> & Pick<SpecDefinition, 'id' | 'name'>,
): SpecDefinition {
  return {
    key: overrides.name.toLowerCase().replace(/\W+/g, '-'),
    kind: 'text',
    unit: null,
    productCount: 0,
    ...overrides,
  };
}

const crankLength = aSpec({
  id: '5b2c3d40-6e7f-4a8b-9c0d-1e2f3a4b5c01',
  name: 'Crank length',
  kind: 'number',
  unit: 'mm',
  productCount: 1,
});
const material = aSpec({ id: '5b2c3d40-6e7f-4a8b-9c0d-1e2f3a4b5c02', name: 'Material', productCount: 7 });
const tubelessReady = aSpec({
  id: '5b2c3d40-6e7f-4a8b-9c0d-1e2f3a4b5c03',
  name: 'Tubeless ready',
  kind: 'yes-no',
});

/** One specification of each kind, listed by name as the server lists them. */
export const demoSpecs = { crankLength, material, tubelessReady };
export const demoSpecList = () => [crankLength, material, tubelessReady];
