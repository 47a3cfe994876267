/**
 * The plain rules of specifications' values (decision 076), without zod: a part's page and the
 * catalogue's filter panel read them, and must not pull in the schemas.
 */
export const SPEC_KINDS = ['number', 'text', 'yes-no'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

/** What a yes-no specification's value reads as, in forms, on the part's page and in filters. */
export const SPEC_YES = 'yes';
export const SPEC_NO = 'no';

/**
 * A number as a specification shows it and a filter names it: "172.5", not "172.50"; the decimal
 * point only, whatever the locale. Null for what is not a finite number.
 */
export function specNumberText(value: string): string | null {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : null;
}

/** The value as a person reads it on a part's page: with its unit ("172.5 mm"), yes-no as Yes/No. */
export function specValueLabel(spec: { kind: SpecKind; unit: string | null; value: string }): string {
  if (spec.kind === 'yes-no') return spec.value === SPEC_YES ? 'Yes' : 'No';
  return spec.unit ? `${spec.value} ${spec.unit}` : spec.value;
}
