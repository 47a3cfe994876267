import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  orderCharges,
  placeName,
  REVERSE_CHARGE_NOTE,
  shippingMessages,
  taxRateFor,
  taxRowLabel,
  unitPriceFor,
  type ShippingOptions,
  type ShippingOptionsRequest,
  type TaxSettings,
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

/** The lines at the unit prices their quantities earn, and what they weigh; undefined when a part is gone. */
async function pricedLinesOf(db: Db, lines: ShippingOptionsRequest['lines']) {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const parts = new Map((await findProducts(db, ids)).map((part) => [part.id, part]));
  const priced = [];
  for (const line of lines) {
    const part = parts.get(line.productId);
    if (!part) return undefined;
    const unitCents = unitPriceFor({ price: part.priceCents, tiers: part.tiers }, line.qty);
    priced.push({ unitCents, qty: line.qty, weightGrams: part.weightGrams });
  }
  return priced;
}

/**
 * The methods that serve the address and take the goods, with their prices and the order's tax and
 * total with each (the same `orderTaxes` the order will use), cheapest first; when none does,
 * `unserved` says so in a person's words. Undefined when a line names no part.
 */
export async function shippingOptionsFor(
  db: Db,
  request: ShippingOptionsRequest,
  taxSettings: TaxSettings,
): Promise<ShippingOptions | undefined> {
  const lines = await pricedLinesOf(db, request.lines);
  if (!lines) return undefined;
  const goodsCents = lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
  const rate = taxRateFor(request.to, taxSettings);
  const quote = {
    goods: toDollars(goodsCents),
    taxRate: {
      label: taxRowLabel(rate.label, taxSettings.pricesIncludeTax),
      reverseCharge: rate.reverseCharge,
      note: rate.reverseCharge ? REVERSE_CHARGE_NOTE : null,
    },
  };
  const place = placeName(request.to.country, request.to.region);
  const zone = await zoneServing(db, request.to);
  if (!zone) return { zone: null, ...quote, options: [], unserved: shippingMessages.unserved(place) };
  const methods = await db
    .select()
    .from(shippingMethod)
    .where(eq(shippingMethod.zoneId, zone.id))
    .orderBy(asc(shippingMethod.position));
  const options = methods
    .flatMap((method) => {
      const charges = orderCharges(lines, method, request.to, taxSettings);
      return charges ? [{ method, charges }] : [];
    })
    .sort(
      (a, b) =>
        a.charges.taxes.totalCents - b.charges.taxes.totalCents || a.method.position - b.method.position,
    )
    .map(({ method, charges }) => ({
      methodId: method.id,
      name: method.name,
      price: toDollars(charges.shippingCents),
      minDays: method.minDays,
      maxDays: method.maxDays,
      tax: toDollars(charges.taxes.taxCents),
      total: toDollars(charges.taxes.totalCents),
    }));
  const unserved = options.length
    ? null
    : methods.length
      ? shippingMessages.tooHeavy(place)
      : shippingMessages.unserved(place);
  return { zone: zone.name, ...quote, options, unserved };
}

/**
 * The method asked for, when it is one of the zone that serves the address (the zone found in the same
 * query, region before country); otherwise undefined, with whether any zone serves the address at all.
 * One query for an order whose method stands; a second only to word a refusal.
 */
export async function methodServing(db: Db, to: ZoneArea, methodId: string) {
  const servingZoneId = sql`(
    select ${shippingZoneArea.zoneId} from ${shippingZoneArea}
    where ${shippingZoneArea.country} = ${to.country} and ${shippingZoneArea.region} in (${to.region}, '')
    order by ${shippingZoneArea.region} desc limit 1)`;
  const [method] = await db
    .select()
    .from(shippingMethod)
    .where(and(eq(shippingMethod.id, methodId), eq(shippingMethod.zoneId, servingZoneId)));
  if (method) return { served: true, method };
  return { served: (await zoneServing(db, to)) !== undefined, method: undefined };
}

/** Whether the shop ships anywhere yet: once it has a zone, every order names its address and method. */
export async function shipsAnywhere(db: Db) {
  const [zone] = await db.select({ id: shippingZone.id }).from(shippingZone).limit(1);
  return zone !== undefined;
}
