import { asc, desc, eq, inArray, and } from 'drizzle-orm';
import {
  placeName,
  shippingMessages,
  shippingPriceCents,
  unitPriceFor,
  type ShipmentMeasure,
  type ShippingOptions,
  type ShippingOptionsRequest,
  type ZoneArea,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { shippingMethod, shippingZone, shippingZoneArea } from '../../db/schema/index.ts';
import { toDollars } from '../../lib/money.ts';
import { findProducts } from '../products/index.ts';

/** The zone that serves an address: its region's own, else its country's. */
async function zoneServing(db: Db, to: ZoneArea) {
  const [zone] = await db
    .select({ id: shippingZone.id, name: shippingZone.name })
    .from(shippingZoneArea)
    .innerJoin(shippingZone, eq(shippingZone.id, shippingZoneArea.zoneId))
    .where(and(eq(shippingZoneArea.country, to.country), inArray(shippingZoneArea.region, [to.region, ''])))
    .orderBy(desc(shippingZoneArea.region))
    .limit(1);
  return zone;
}

/** What the lines weigh and are worth at the prices their quantities earn; undefined when a part is gone. */
async function measureOf(
  db: Db,
  lines: ShippingOptionsRequest['lines'],
): Promise<ShipmentMeasure | undefined> {
  const parts = new Map(
    (await findProducts(db, [...new Set(lines.map((line) => line.productId))])).map((part) => [
      part.id,
      part,
    ]),
  );
  let weightGrams = 0;
  let goodsCents = 0;
  for (const line of lines) {
    const part = parts.get(line.productId);
    if (!part) return undefined;
    weightGrams += part.weightGrams * line.qty;
    goodsCents += unitPriceFor({ price: part.priceCents, tiers: part.tiers }, line.qty) * line.qty;
  }
  return { weightGrams, goodsCents };
}

/**
 * The methods that serve the address and take the goods, with their prices, cheapest first; when none
 * does, `unserved` says so in a person's words. Undefined when a line names no part.
 */
export async function shippingOptionsFor(
  db: Db,
  request: ShippingOptionsRequest,
): Promise<ShippingOptions | undefined> {
  const measure = await measureOf(db, request.lines);
  if (!measure) return undefined;
  const place = placeName(request.to.country, request.to.region);
  const zone = await zoneServing(db, request.to);
  if (!zone) return { zone: null, options: [], unserved: shippingMessages.unserved(place) };
  const methods = await db
    .select()
    .from(shippingMethod)
    .where(eq(shippingMethod.zoneId, zone.id))
    .orderBy(asc(shippingMethod.position));
  const options = methods
    .map((method) => ({ method, priceCents: shippingPriceCents(method, measure) }))
    .filter(
      (priced): priced is { method: (typeof methods)[number]; priceCents: number } =>
        priced.priceCents !== null,
    )
    .sort((a, b) => a.priceCents - b.priceCents || a.method.position - b.method.position)
    .map(({ method, priceCents }) => ({
      methodId: method.id,
      name: method.name,
      price: toDollars(priceCents),
      minDays: method.minDays,
      maxDays: method.maxDays,
    }));
  const unserved = options.length
    ? null
    : methods.length
      ? shippingMessages.tooHeavy(place)
      : shippingMessages.unserved(place);
  return { zone: zone.name, options, unserved };
}
