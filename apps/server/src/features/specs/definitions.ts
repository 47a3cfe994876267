import { asc, eq, sql } from 'drizzle-orm';
import {
  specMessages,
  type SpecDefinition,
  type SpecDefinitionInput,
  type SpecDefinitionUpdate,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { productSpec, spec } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { slugOf, uniqueSlug } from '../../lib/slug.ts';

const definitionColumns = {
  id: spec.id,
  key: spec.key,
  name: spec.name,
  kind: spec.kind,
  unit: spec.unit,
  productCount: sql<number>`(select count(*)::int from ${productSpec} where ${productSpec.specId} = ${spec.id})`,
};

/** Every specification, by name, with how many parts give it (of any status). */
export const listSpecs = (db: Db): Promise<SpecDefinition[]> =>
  db
    .select(definitionColumns)
    .from(spec)
    .orderBy(asc(sql`lower(${spec.name})`));

/**
 * Runs a change of the specifications one at a time, so that two with one name, or one key made
 * twice, are refused in words rather than by the unique indexes. Reads go on meanwhile.
 */
function changeSpecs<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${spec} in exclusive mode`);
    return change(tx);
  });
}

/** No two specifications share a name, whatever the case. */
async function checkName(tx: Db, id: string | undefined, name: string) {
  const twins = await tx
    .select({ id: spec.id })
    .from(spec)
    .where(sql`lower(${spec.name}) = lower(${name})`);
  if (twins.some((twin) => twin.id !== id)) throw conflict(specMessages.nameTaken, 'name');
}

/** Adds a specification with a key of its own, made from its name. */
export function insertSpec(db: Db, input: Required<SpecDefinitionInput>): Promise<SpecDefinition> {
  return changeSpecs(db, async (tx) => {
    await checkName(tx, undefined, input.name);
    const base = slugOf(input.name, 'spec');
    const taken = await tx
      .select({ key: spec.key })
      .from(spec)
      .where(sql`${spec.key} = ${base} or ${spec.key} like ${`${base}-%`}`);
    const key = uniqueSlug(base, new Set(taken.map((row) => row.key)));
    const [row] = await tx
      .insert(spec)
      .values({ name: input.name, key, kind: input.kind, unit: input.unit })
      .returning({ id: spec.id });
    if (!row) throw new Error('insert returned no row');
    return { ...input, id: row.id, key, productCount: 0 };
  });
}

/** Renames a specification or changes its unit (its key and kind stay); undefined when there is none. */
export function updateSpec(
  db: Db,
  id: string,
  input: Required<SpecDefinitionUpdate>,
): Promise<SpecDefinition | undefined> {
  return changeSpecs(db, async (tx) => {
    await checkName(tx, id, input.name);
    const [row] = await tx
      .update(spec)
      .set({ name: input.name, unit: input.unit })
      .where(eq(spec.id, id))
      .returning({ id: spec.id });
    if (!row) return undefined;
    const [updated] = await tx.select(definitionColumns).from(spec).where(eq(spec.id, id));
    return updated;
  });
}

/**
 * Deletes a specification no part gives; undefined when there is none. One that parts give is
 * refused: deleting it would take their values with it unseen.
 */
export function deleteSpec(db: Db, id: string): Promise<{ name: string } | undefined> {
  return changeSpecs(db, async (tx) => {
    const [found] = await tx.select(definitionColumns).from(spec).where(eq(spec.id, id));
    if (!found) return undefined;
    if (found.productCount > 0) throw conflict(specMessages.inUse(found.name, found.productCount));
    await tx.delete(spec).where(eq(spec.id, id));
    return { name: found.name };
  });
}
