import type { PartSpec } from '@crankworks/contract';

/**
 * The value as a person reads it: with its unit ("172.5 mm"), yes-no as Yes/No. The contract's
 * `specValueLabel` says the same, but its module holds the specifications' schemas, whose zod (25 KB)
 * would then come with the home page and a part's page.
 */
export function specValueLabel({ kind, unit, value }: Pick<PartSpec, 'kind' | 'unit' | 'value'>) {
  if (kind === 'yes-no') return value === 'yes' ? 'Yes' : 'No';
  return unit ? `${value} ${unit}` : value;
}
