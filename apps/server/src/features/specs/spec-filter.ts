import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { SPEC_NO, SPEC_YES, specNumberText, type SpecFilter } from '@crankworks/contract';
import { product, productSpec, spec } from '../../db/schema/index.ts';

/** Each specification's key with the values chosen of it. */
export function valuesByKey(filters: readonly SpecFilter[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const { key, value } of filters) byKey.set(key, [...(byKey.get(key) ?? []), value]);
  return byKey;
}

/**
 * Whether the product (`product.id`) or one of its variants gives the specification one of the values, compared as the
 * specification's kind keeps them: "172.50" is 172.5, "Yes" is yes. A key no specification has
 * matches no part.
 */
export function hasSpecValue(key: string, values: readonly string[]): SQL {
  const numbers = values.flatMap((value) => specNumberText(value) ?? []);
  const answers = values
    .map((value) => value.toLowerCase())
    .filter((value) => value === SPEC_YES || value === SPEC_NO);
  // By the product each value counts for, its own row's or a variant's alike (decision 078): a lookup
  // of the product's values, which a page walking an order's index makes for each product it reads.
  return sql`exists (
    select from ${productSpec} join ${spec} on ${spec.id} = ${productSpec.specId}
    where ${productSpec.listedProductId} = ${product.id} and ${spec.key} = ${key}
      and ${or(
        inArray(productSpec.textValue, [...values]),
        inArray(productSpec.numberValue, numbers),
        inArray(
          productSpec.yesNoValue,
          answers.map((answer) => answer === SPEC_YES),
        ),
      )})`;
}
