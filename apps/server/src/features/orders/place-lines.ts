import { randomInt, randomUUID } from 'node:crypto';
import { MAX_ORDER_TOTAL_CENTS, MINIMUM_CHARGE_CENTS, orderMessages } from '@crankworks/contract';
import { brokenUniqueIndex } from '../../db/broken-unique-index.ts';
import type { RunPrepared } from '../../db/prepared.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import { mailValues } from '../../lib/mail/queue-mail.ts';
import { orderPlacedMail, type MailedOrder } from './order-mails.ts';
import { chargesOf, type LinesCharges, type Shipment } from './order-shipment.ts';
import {
  HOLD_INDEXES,
  guestOrderStatement,
  placeOrderStatement,
  toPricedLine,
  type PricedLine,
} from './order-statement.ts';

export interface Customer {
  /** Null for a guest, who orders without an account: his holds are his e-mail's (decision 066). */
  id: string | null;
  name: string;
  email: string;
}

/** An order about to be placed: who orders, where it ships, and where its lines come from. */
export interface LinesOrder {
  customer: Customer;
  shipTo: { address: string; phone: string };
  /** How it ships and is taxed; none for an order of the free-text form, charged its goods only. */
  shipment?: Shipment | undefined;
  /** From his cart, which placing empties (checkout); otherwise the lines given (Buy Now). */
  fromCart: boolean;
  /** MAX_UNPAID_ORDERS: the most unpaid orders the customer may have at once. */
  maxUnpaid: number;
  /** ORDER_HOLD_MINUTES: how long the order holds its parts unpaid. */
  holdMinutes: number;
}

/** The shop's limits on unpaid orders, which every way of ordering passes on to `placeLines`. */
export type UnpaidLimits = Pick<LinesOrder, 'maxUnpaid' | 'holdMinutes'>;

/** How one way of ordering words its refusals: what is wrong with lines as read, and giving up. */
export interface PlacementRules {
  refusal(lines: PricedLine[]): HttpError | undefined;
  /** The field a total no card can carry is refused at. */
  totalField: string;
  changed(): HttpError;
  /** The holder has no hold free; by default the customer is pointed to My Orders. */
  noHoldFree?(maxUnpaid: number): HttpError;
}

/** Times the lines are read again when they changed (a part's name, price or stock, a cart line) mid-order. */
const ATTEMPTS = 3;

/** Times an order is tried again after another order of the same customer took the hold it picked. */
const HOLD_RACES = 4;

/** A total no card payment can carry: above Stripe's largest charge, or below its smallest. */
function totalRefusal(totalCents: number, field: string) {
  if (totalCents > MAX_ORDER_TOTAL_CENTS) return badRequest(orderMessages.totalTooLarge, field);
  if (totalCents < MINIMUM_CHARGE_CENTS) return badRequest(orderMessages.totalTooSmall, field);
  return undefined;
}

/** The lines' charges, or why they cannot be ordered as read: the rules' refusal, the method's, the total's. */
function chargesOrRefusal(order: LinesOrder, lines: PricedLine[], rules: PlacementRules) {
  const charges = rules.refusal(lines) ?? chargesOf(order.shipment, lines);
  if (charges instanceof HttpError) return charges;
  return totalRefusal(charges.totalCents, rules.totalField) ?? charges;
}

type Outcome = { placed: MailedOrder } | { placed: null; lines: PricedLine[]; held: boolean };

/**
 * One try at placing the order from its lines as they were read: the order placed, or nothing placed
 * and the lines as they were under lock, and whether the customer had a hold free.
 */
export async function placeLinesOnce(
  runPrepared: RunPrepared,
  order: LinesOrder,
  lines: PricedLine[],
  charges: LinesCharges,
): Promise<Outcome> {
  const [first] = lines as [PricedLine, ...PricedLine[]];
  const { customer, shipTo, shipment } = order;
  // Stored with the order and said in its e-mail: the deadline shown is the one expiry goes by.
  const heldUntil = new Date(Date.now() + order.holdMinutes * 60_000);
  const placed: MailedOrder = {
    id: randomUUID(),
    productName: first.name,
    priceCents: first.unitCents,
    orderQty: first.qty,
    totalCents: charges.totalCents,
    lineCount: lines.length,
    userName: customer.name,
    userEmail: customer.email,
    address: shipTo.address,
    heldUntil,
    userId: customer.id,
    goodsCents: charges.goodsCents,
    shippingCents: charges.shippingCents,
    shippingMethod: shipment?.method.name ?? null,
    taxCents: charges.taxCents,
    taxLabel: charges.taxLabel,
    pricesIncludeTax: shipment?.taxSettings.pricesIncludeTax ?? null,
  };
  const mail = orderPlacedMail(
    placed,
    lines.map((line, index) => ({
      productId: line.productId,
      productName: line.name,
      productDescription: line.shortDescription,
      priceCents: line.unitCents,
      qty: line.qty,
      taxCents: charges.lineTaxCents?.[index] ?? null,
    })),
  );
  const statement = customer.id === null ? guestOrderStatement : placeOrderStatement(order.fromCart);
  const rows = await runPrepared(statement, {
    lines: JSON.stringify(
      lines.map((line, index) => ({
        line_no: index + 1,
        product_id: line.productId,
        qty: line.qty,
        name: line.name,
        description: line.shortDescription,
        price_cents: line.priceCents,
        tiers: line.tiers,
        weight_grams: line.weightGrams,
        unit_cents: line.unitCents,
        tax_cents: charges.lineTaxCents?.[index] ?? null,
      })),
    ),
    maxUnpaid: order.maxUnpaid,
    pickedHold: randomInt(1, order.maxUnpaid + 1),
    orderId: placed.id,
    userId: customer.id,
    userName: customer.name,
    userEmail: customer.email,
    address: shipTo.address,
    phone: shipTo.phone,
    heldUntil: heldUntil.toISOString(),
    ...chargeValues(shipment, charges),
    ...mailValues(mail),
  });
  if (rows[0]?.placed === 't') return { placed };
  return { placed: null, lines: rows.map(toPricedLine), held: rows[0]?.held !== 'f' };
}

/** The statement's values of the order's shipment and charges: nulls for an order of the free-text form. */
const chargeValues = (shipment: Shipment | undefined, charges: LinesCharges) => ({
  totalCents: charges.totalCents,
  goodsCents: charges.goodsCents,
  shippingCents: charges.shippingCents,
  shippingTaxCents: charges.shippingTaxCents,
  taxCents: charges.taxCents,
  taxRatePpm: charges.taxRatePpm,
  taxLabel: charges.taxLabel,
  reverseCharge: charges.reverseCharge,
  shipTo: shipment ? JSON.stringify(shipment.shipTo) : null,
  billTo: shipment?.billTo ? JSON.stringify(shipment.billTo) : null,
  shippingMethod: shipment?.method.name ?? null,
  shippingMinDays: shipment?.method.minDays ?? null,
  shippingMaxDays: shipment?.method.maxDays ?? null,
  pricesIncludeTax: shipment?.taxSettings.pricesIncludeTax ?? null,
});

/** One try, or word that another order of the same customer, placed at that moment, took its hold. */
async function placeLinesOrLoseHold(
  runPrepared: RunPrepared,
  order: LinesOrder,
  lines: PricedLine[],
  charges: LinesCharges,
): Promise<Outcome | 'hold-lost'> {
  try {
    return await placeLinesOnce(runPrepared, order, lines, charges);
  } catch (error) {
    if (HOLD_INDEXES.includes(brokenUniqueIndex(error) ?? '')) return 'hold-lost';
    throw error;
  }
}

/**
 * Places an unpaid order of the lines as read (`placeOrderStatement`: one atomic statement, so orders
 * never oversell, an order never exists without its e-mail, and no customer holds more unpaid orders
 * than his limit). Lines that cannot be ordered as read are refused by `rules`; a customer with no
 * hold free is refused and pointed to My Orders; lines that changed meanwhile are tried again as the
 * statement found them, and so is an order whose hold another took at the same moment.
 */
export async function placeLines(
  runPrepared: RunPrepared,
  order: LinesOrder,
  read: PricedLine[],
  rules: PlacementRules,
): Promise<MailedOrder> {
  let lines = read;
  let holdsLost = 0;
  for (let tries = 0; tries < ATTEMPTS;) {
    const charges = chargesOrRefusal(order, lines, rules);
    if (charges instanceof HttpError) throw charges;
    const outcome = await placeLinesOrLoseHold(runPrepared, order, lines, charges);
    if (outcome === 'hold-lost') {
      holdsLost += 1;
      if (holdsLost > HOLD_RACES) throw conflict(orderMessages.placedMeanwhile);
      continue;
    }
    if (outcome.placed) return outcome.placed;
    if (!outcome.held)
      throw rules.noHoldFree?.(order.maxUnpaid) ?? conflict(orderMessages.tooManyUnpaid(order.maxUnpaid));
    lines = outcome.lines;
    tries += 1;
  }
  const last = chargesOrRefusal(order, lines, rules);
  throw last instanceof HttpError ? last : rules.changed();
}
