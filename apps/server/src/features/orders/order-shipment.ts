import {
  addressOnOneLine,
  orderCharges,
  placeName,
  shippingMessages,
  taxBuyerOf,
  type AddressFields,
  type PricedMethod,
  type ShipmentFields,
  type TaxSettings,
  type ZoneArea,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, type HttpError } from '../../lib/errors.ts';
import type { KeptReads } from '../../lib/kept-reads.ts';
import { readTaxSettings } from '../seller/index.ts';
import { methodServing, shipsAnywhere } from '../shipping/index.ts';
import type { PricedLine } from './order-statement.ts';

/**
 * How a structured order ships and is taxed (decision 069), read once before it is placed: the method
 * and the tax settings as they are now are what the order keeps, whatever changes after.
 */
export interface Shipment {
  shipTo: AddressFields;
  billTo: AddressFields | undefined;
  method: PricedMethod & { name: string; minDays: number; maxDays: number };
  taxSettings: TaxSettings;
}

/** The free-text address and phone an order keeps: the structured address's, or the form's own. */
export const shipToTextOf = (body: ShipmentFields) =>
  body.shipTo
    ? { address: addressOnOneLine(body.shipTo), phone: body.shipTo.phone }
    : { address: body.address ?? '', phone: body.phone ?? '' };

const shipmentRequired =
  'Shipping address is required, with a shipping method: the order is charged its shipping and tax';

type TaxConfig = Parameters<typeof readTaxSettings>[1];

/** What a shipment to one area by one method is charged by: the method, if the zone serving the area has it. */
export interface ShippingTerms {
  served: boolean;
  method: Shipment['method'] | undefined;
  taxSettings: TaxSettings;
}

async function readTerms(db: Db, config: TaxConfig, to: ZoneArea, methodId: string): Promise<ShippingTerms> {
  const { served, method } = await methodServing(db, to, methodId);
  return { served, method, taxSettings: await readTaxSettings(db, config) };
}

/**
 * Terms read for orders, kept a second while the change feed is live: a change to the zones, the
 * methods or the seller empties them at once in every process (migration 0033), so an order is
 * charged what the shop charges now, and most orders need one statement instead of three.
 */
export type KeptShippingTerms = KeptReads<ShippingTerms>;

/**
 * The shipment a body asks for, or undefined for an order of the free-text form, which only a shop
 * with no shipping zone yet takes: once one exists, an order that names no address and method would
 * pay no shipping or tax, and is refused at `shipTo` (decision 070). An address no zone serves is
 * refused at its country, a method not of that zone at the method, in a person's words.
 */
export async function readShipment(
  db: Db,
  config: TaxConfig,
  body: ShipmentFields,
  kept?: KeptShippingTerms,
): Promise<Shipment | undefined> {
  const { shipTo, billTo, shippingMethodId } = body;
  if (!shipTo || shippingMethodId === undefined) {
    if (await shipsAnywhere(db)) throw badRequest(shipmentRequired, 'shipTo');
    return undefined;
  }
  const read = () => readTerms(db, config, shipTo, shippingMethodId);
  const key = JSON.stringify([shipTo.country, shipTo.region ?? '', shippingMethodId]);
  const { served, method, taxSettings } = await (kept ? kept.read(key, read) : read());
  if (!served)
    throw badRequest(shippingMessages.unserved(placeName(shipTo.country, shipTo.region)), 'shipTo.country');
  if (!method) throw badRequest(`Shipping method ${shippingMessages.methodGone}`, 'shippingMethodId');
  return { shipTo, billTo, method, taxSettings };
}

/** What an order of these lines is charged, line by line: with no shipment, its goods and nothing more. */
export interface LinesCharges {
  totalCents: number;
  goodsCents: number;
  /** Each line's tax, in the lines' order; null when the order is charged none (the free-text form). */
  lineTaxCents: number[] | null;
  shippingCents: number | null;
  shippingTaxCents: number | null;
  taxCents: number | null;
  taxRatePpm: number | null;
  taxLabel: string | null;
  reverseCharge: boolean | null;
}

/** An order of the free-text form: its goods, and no shipping or tax. */
const chargedNothing = {
  lineTaxCents: null,
  shippingCents: null,
  shippingTaxCents: null,
  taxCents: null,
  taxRatePpm: null,
  taxLabel: null,
  reverseCharge: null,
};

/** The charges of the lines as read, or the refusal of a method that does not take goods this heavy or large. */
export function chargesOf(
  shipment: Shipment | undefined,
  lines: readonly PricedLine[],
): LinesCharges | HttpError {
  if (!shipment) {
    const goodsCents = lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
    return { totalCents: goodsCents, goodsCents, ...chargedNothing };
  }
  const buyer = taxBuyerOf(shipment.shipTo, shipment.billTo);
  const charges = orderCharges(lines, shipment.method, buyer, shipment.taxSettings);
  if (!charges) {
    const place = placeName(shipment.shipTo.country, shipment.shipTo.region);
    return badRequest(shippingMessages.tooHeavy(place), 'shippingMethodId');
  }
  const { taxes } = charges;
  return {
    totalCents: taxes.totalCents,
    goodsCents: charges.goodsCents,
    lineTaxCents: taxes.lines.map((line) => line.taxCents),
    shippingCents: charges.shippingCents,
    shippingTaxCents: taxes.shipping.taxCents,
    taxCents: taxes.taxCents,
    taxRatePpm: taxes.rate.ppm,
    taxLabel: taxes.rate.label,
    reverseCharge: taxes.rate.reverseCharge,
  };
}
