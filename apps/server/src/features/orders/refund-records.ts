import { asc, eq } from 'drizzle-orm';
import type { Refund } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { refund, type RefundedLine } from '../../db/schema/index.ts';
import { toDollars } from '../../lib/money.ts';
import { orderTotalCents, type OrderRow } from './order-dto.ts';

export type RefundRow = typeof refund.$inferSelect;

/** An order's refunds, oldest first. */
export async function findRefunds(db: Db, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refund).where(eq(refund.orderId, orderId)).orderBy(asc(refund.createdAt));
}

/** What a refund still about to happen or already done takes from what is left to refund. */
const counts = (row: RefundRow) => row.status !== 'failed';

/**
 * Whether a refund's pieces are spoken for: under way, done, or accepted by the provider and failed
 * later — its restock happened then, so those pieces are never refunded by lines or restocked again;
 * only its money is owed once more (decision 054).
 */
const takesPieces = (row: RefundRow) => counts(row) || row.succeededAt !== null;

const centsOf = (refunds: RefundRow[]) => refunds.reduce((total, row) => total + row.amountCents, 0);

/** What the customer paid for the order: its total once paid (the provider confirmed that amount). */
export const paidCents = (row: OrderRow) => (row.paid ? orderTotalCents(row) : 0);

/** What may still be refunded: the payment less every refund that succeeded or is under way. */
export const refundableCents = (row: OrderRow, refunds: RefundRow[]) =>
  paidCents(row) - centsOf(refunds.filter(counts));

/** Pieces of each line refunded (see `takesPieces`); with `restocked`, only those put back on stock. */
export function refundedPieces(refunds: RefundRow[], restocked = false): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const row of refunds.filter((row) => takesPieces(row) && (!restocked || row.restock)))
    for (const line of row.lines) pieces.set(line.lineNo, (pieces.get(line.lineNo) ?? 0) + line.qty);
  return pieces;
}

export interface NewRefundRecord {
  orderId: string;
  amountCents: number;
  lines: RefundedLine[];
  restock: boolean;
  reason: string | null;
  cancelsOrder: boolean;
  createdBy: string;
}

export async function insertPendingRefund(tx: Db, record: NewRefundRecord): Promise<RefundRow> {
  const [row] = await tx.insert(refund).values(record).returning();
  if (!row) throw new Error('refund insert returned no row');
  return row;
}

export const toRefundDto = (row: RefundRow): Refund => ({
  id: row.id,
  amount: toDollars(row.amountCents),
  lines: row.lines,
  restock: row.restock,
  reason: row.reason,
  status: row.status,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
});

/** What was paid back: the refunds that went through. */
export const refundedCents = (refunds: RefundRow[]) =>
  centsOf(refunds.filter((refund) => refund.status === 'succeeded'));

/** GET /order/:id's money: paid, refunded (succeeded refunds only), net, and every refund. */
export async function orderMoneyOf(db: Db, row: OrderRow) {
  const refunds = await findRefunds(db, row.id);
  const refunded = refundedCents(refunds);
  return {
    paidTotal: toDollars(paidCents(row)),
    refundedTotal: toDollars(refunded),
    netTotal: toDollars(paidCents(row) - refunded),
    refunds: refunds.map(toRefundDto),
  };
}
