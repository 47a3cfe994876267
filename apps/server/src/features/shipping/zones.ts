import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ShippingMethodInput, ShippingZone, ShippingZoneInput, ZoneArea } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { shippingMethod, shippingZone, shippingZoneArea } from '../../db/schema/index.ts';
import { toCents, toDollars } from '../../lib/money.ts';

type MethodRow = typeof shippingMethod.$inferSelect;

/** A bracket's bound is grams by weight, cents of goods by value; the API speaks dollars for money. */
const boundToApi = (basis: MethodRow['basis'], upTo: number | null) =>
  upTo === null || basis === 'weight' ? upTo : toDollars(upTo);
const boundFromApi = (basis: MethodRow['basis'], upTo: number | null) =>
  upTo === null || basis === 'weight' ? upTo : toCents(upTo);

const toMethod = (row: MethodRow) => ({
  _id: row.id,
  name: row.name,
  basis: row.basis,
  rates: row.rates.map((rate) => ({
    upTo: boundToApi(row.basis, rate.upTo),
    price: toDollars(rate.priceCents),
  })),
  freeAbove: row.freeAboveCents === null ? null : toDollars(row.freeAboveCents),
  minDays: row.minDays,
  maxDays: row.maxDays,
});

const toMethodRow = (zoneId: string, method: ShippingMethodInput, position: number) => ({
  zoneId,
  position,
  name: method.name,
  basis: method.basis,
  rates: method.rates.map((rate) => ({
    upTo: boundFromApi(method.basis, rate.upTo),
    priceCents: toCents(rate.price),
  })),
  freeAboveCents: method.freeAbove === null ? null : toCents(method.freeAbove),
  minDays: method.minDays,
  maxDays: method.maxDays,
});

/** Every zone with its areas and methods, by name. */
export async function listZones(db: Db): Promise<ShippingZone[]> {
  // One after the other: `db` may be a transaction (the demo's seed), whose one connection takes
  // one query at a time.
  const zones = await db.select().from(shippingZone).orderBy(asc(shippingZone.name));
  const areas = await db
    .select()
    .from(shippingZoneArea)
    .orderBy(asc(shippingZoneArea.country), asc(shippingZoneArea.region));
  const methods = await db.select().from(shippingMethod).orderBy(asc(shippingMethod.position));
  const of = <Row extends { zoneId: string }>(rows: Row[], zoneId: string) =>
    rows.filter((row) => row.zoneId === zoneId);
  return zones.map((zone) => ({
    _id: zone.id,
    name: zone.name,
    areas: of(areas, zone.id).map(({ country, region }) => ({ country, region })),
    methods: of(methods, zone.id).map(toMethod),
  }));
}

export type ZoneRefusal =
  | { refused: 'not-found' }
  | { refused: 'name-taken' }
  | { refused: 'area-taken'; area: ZoneArea; zone: string };

/**
 * Zone edits take turns on one transaction-level lock, so that the checks below (name and areas free)
 * still hold when the rows are written: two admins adding Germany to two zones at once get one 409,
 * not a unique-violation error.
 */
const takeTurn = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('shipping_zone'))`);

async function refusalOf(
  tx: Db,
  id: string | undefined,
  input: ShippingZoneInput,
): Promise<ZoneRefusal | undefined> {
  const [named] = await tx
    .select({ id: shippingZone.id })
    .from(shippingZone)
    .where(sql`lower(${shippingZone.name}) = lower(${input.name})`);
  if (named && named.id !== id) return { refused: 'name-taken' };
  const taken = await tx
    .select({
      country: shippingZoneArea.country,
      region: shippingZoneArea.region,
      zone: shippingZone.name,
      zoneId: shippingZone.id,
    })
    .from(shippingZoneArea)
    .innerJoin(shippingZone, eq(shippingZone.id, shippingZoneArea.zoneId))
    .where(
      inArray(
        shippingZoneArea.country,
        input.areas.map((area) => area.country),
      ),
    );
  for (const area of input.areas) {
    const other = taken.find(
      (row) => row.country === area.country && row.region === area.region && row.zoneId !== id,
    );
    if (other) return { refused: 'area-taken', area, zone: other.zone };
  }
  return undefined;
}

/**
 * A method keeps its id while its name stays (a checkout that chose it still finds it); the zone's
 * other methods go.
 */
async function replaceMethods(tx: Db, zoneId: string, methods: ShippingMethodInput[]) {
  const names = methods.map((method) => method.name);
  await tx
    .delete(shippingMethod)
    .where(
      and(
        eq(shippingMethod.zoneId, zoneId),
        names.length ? notInArray(shippingMethod.name, names) : undefined,
      ),
    );
  for (const [index, method] of methods.entries()) {
    const row = toMethodRow(zoneId, method, index);
    await tx
      .insert(shippingMethod)
      .values(row)
      .onConflictDoUpdate({ target: [shippingMethod.zoneId, shippingMethod.name], set: row });
  }
}

/**
 * Creates a zone (no `id`) or replaces one's name, areas and methods whole. Orders are not touched:
 * each copied its method and price when it was placed (decision 067).
 */
export async function saveZone(
  db: Db,
  id: string | undefined,
  input: ShippingZoneInput,
): Promise<ShippingZone | ZoneRefusal> {
  const saved = await db.transaction(async (tx) => {
    await takeTurn(tx);
    const refusal = await refusalOf(tx, id, input);
    if (refusal) return refusal;
    const [zone] = id
      ? await tx.update(shippingZone).set({ name: input.name }).where(eq(shippingZone.id, id)).returning()
      : await tx.insert(shippingZone).values({ name: input.name }).returning();
    if (!zone) return { refused: 'not-found' } as const;
    await tx.delete(shippingZoneArea).where(eq(shippingZoneArea.zoneId, zone.id));
    await tx.insert(shippingZoneArea).values(input.areas.map((area) => ({ ...area, zoneId: zone.id })));
    await replaceMethods(tx, zone.id, input.methods);
    return zone.id;
  });
  if (typeof saved !== 'string') return saved;
  const zones = await listZones(db);
  return zones.find((zone) => zone._id === saved)!;
}

/** Deletes a zone with its areas and methods; false when there is none. */
export async function deleteZone(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(shippingZone)
    .where(eq(shippingZone.id, id))
    .returning({ id: shippingZone.id });
  return deleted.length > 0;
}
