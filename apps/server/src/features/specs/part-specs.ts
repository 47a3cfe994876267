import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  SPEC_NO,
  SPEC_YES,
  specMessages,
  specNumberText,
  type PartSpec,
  type ProductSpecsInput,
  type SpecKind,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { product, productSpec, spec } from '../../db/schema/index.ts';
import { fieldRefused } from '../../lib/errors.ts';

/** A part's value of a specification as text, whatever its kind: "172.5", "BSA", "yes". */
export const specValueText = sql<string>`case ${spec.kind}
  when 'number' then ${productSpec.numberValue}::text
  when 'text' then ${productSpec.textValue}
  else case when ${productSpec.yesNoValue} then ${SPEC_YES} else ${SPEC_NO} end end`;

/** Parts' specifications in one statement: each part's by name (none: []). */
export async function readSpecsOfParts(db: Db, productIds: string[]): Promise<Map<string, PartSpec[]>> {
  const rows = productIds.length
    ? await db
        .select({
          productId: productSpec.productId,
          specId: spec.id,
          key: spec.key,
          name: spec.name,
          kind: spec.kind,
          unit: spec.unit,
          value: specValueText,
        })
        .from(productSpec)
        .innerJoin(spec, eq(spec.id, productSpec.specId))
        .where(inArray(productSpec.productId, productIds))
        .orderBy(asc(sql`lower(${spec.name})`))
    : [];
  const byPart = new Map(productIds.map((id): [string, PartSpec[]] => [id, []]));
  for (const { productId, ...partSpec } of rows) byPart.get(productId)?.push(partSpec);
  return byPart;
}

/** A part's specifications, by name. */
export const readPartSpecs = async (db: Db, productId: string): Promise<PartSpec[]> =>
  (await readSpecsOfParts(db, [productId])).get(productId) ?? [];

export type StoredValue = Pick<typeof productSpec.$inferInsert, 'numberValue' | 'textValue' | 'yesNoValue'>;

/** A value as its kind keeps it, or what is wrong with it ("must be a number, such as 172.5"). */
export function storedSpecValue(kind: SpecKind, value: string): StoredValue | string {
  if (kind === 'text') return { textValue: value };
  if (kind === 'number') {
    const number = specNumberText(value);
    return number === null ? specMessages.notANumber : { numberValue: number };
  }
  const answer = value.toLowerCase();
  if (answer !== SPEC_YES && answer !== SPEC_NO) return specMessages.notYesNo;
  return { yesNoValue: answer === SPEC_YES };
}

/** Where a refusal of one of the lines points (`specs.1.value`), for the form to show it at its row. */
const lineField = (index: number, field: 'specId' | 'value') => `specs.${index}.${field}`;

/**
 * Gives a part exactly these specification values, in one transaction, or refuses the line whose
 * specification is unknown or whose value does not fit its kind; false when there is no such part.
 */
export async function setPartSpecs(db: Db, productId: string, input: ProductSpecsInput): Promise<boolean> {
  const ids = input.specs.map((line) => line.specId);
  return db.transaction(async (tx) => {
    const [part] = await tx
      .select({ id: product.id })
      .from(product)
      .where(eq(product.id, productId))
      .for('update');
    if (!part) return false;
    const known = ids.length
      ? await tx.select({ id: spec.id, kind: spec.kind }).from(spec).where(inArray(spec.id, ids))
      : [];
    const kinds = new Map(known.map((row) => [row.id, row.kind]));
    const rows = input.specs.map((line, index) => {
      const kind = kinds.get(line.specId);
      if (!kind) throw fieldRefused(lineField(index, 'specId'), specMessages.unknownSpec);
      const stored = storedSpecValue(kind, line.value);
      if (typeof stored === 'string') throw fieldRefused(lineField(index, 'value'), stored);
      return { productId, specId: line.specId, ...stored };
    });
    await tx.delete(productSpec).where(eq(productSpec.productId, productId));
    if (rows.length) await tx.insert(productSpec).values(rows);
    return true;
  });
}
