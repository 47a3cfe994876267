import { randomInt, randomUUID } from 'node:crypto';
import { MAX_ORDER_TOTAL_CENTS, MINIMUM_CHARGE_CENTS, orderMessages } from '@crankworks/contract';
import type { RunPrepared } from '../../db/prepared.ts';
import { badRequest, conflict, type HttpError } from '../../lib/errors.ts';
import { mailValues } from '../../lib/mail/queue-mail.ts';
import { orderPlacedMail, type MailedOrder } from './order-mails.ts';
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
  changed(): HttpError;
  /** The holder has no hold free; by default the customer is pointed to My Orders. */
  noHoldFree?(maxUnpaid: number): HttpError;
}

/** Times the lines are read again when they changed (a part's name, price or stock, a cart line) mid-order. */
const ATTEMPTS = 3;

/** Times an order is tried again after another order of the same customer took the hold it picked. */
const HOLD_RACES = 4;

const totalCentsOf = (lines: PricedLine[]) => lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);

/** A total no card payment can carry: above Stripe's largest charge, or below its smallest. */
export function totalRefusal(lines: PricedLine[], field: string) {
  const totalCents = totalCentsOf(lines);
  if (totalCents > MAX_ORDER_TOTAL_CENTS) return badRequest(orderMessages.totalTooLarge, field);
  if (totalCents < MINIMUM_CHARGE_CENTS) return badRequest(orderMessages.totalTooSmall, field);
  return undefined;
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
): Promise<Outcome> {
  const [first] = lines as [PricedLine, ...PricedLine[]];
  const { customer, shipTo } = order;
  // Stored with the order and said in its e-mail: the deadline shown is the one expiry goes by.
  const heldUntil = new Date(Date.now() + order.holdMinutes * 60_000);
  const placed: MailedOrder = {
    id: randomUUID(),
    productName: first.name,
    priceCents: first.unitCents,
    orderQty: first.qty,
    totalCents: totalCentsOf(lines),
    lineCount: lines.length,
    userName: customer.name,
    userEmail: customer.email,
    address: shipTo.address,
    heldUntil,
    userId: customer.id,
  };
  const mail = orderPlacedMail(
    placed,
    lines.map((line) => ({
      productId: line.productId,
      productName: line.name,
      productDescription: line.shortDescription,
      priceCents: line.unitCents,
      qty: line.qty,
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
        unit_cents: line.unitCents,
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
    ...mailValues(mail),
  });
  if (rows[0]?.placed === 't') return { placed };
  return { placed: null, lines: rows.map(toPricedLine), held: rows[0]?.held !== 'f' };
}

/** One try, or word that another order of the same customer, placed at that moment, took its hold. */
async function placeLinesOrLoseHold(
  runPrepared: RunPrepared,
  order: LinesOrder,
  lines: PricedLine[],
): Promise<Outcome | 'hold-lost'> {
  try {
    return await placeLinesOnce(runPrepared, order, lines);
  } catch (error) {
    const { code, constraint } = error as { code?: unknown; constraint?: unknown };
    if (code === '23505' && HOLD_INDEXES.includes(String(constraint))) return 'hold-lost';
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
    const refusal = rules.refusal(lines);
    if (refusal) throw refusal;
    const outcome = await placeLinesOrLoseHold(runPrepared, order, lines);
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
  throw rules.refusal(lines) ?? rules.changed();
}
