import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentCounter } from '../../db/schema/index.ts';

/** The two series of numbered documents, each counted per year (decision 060). */
export type DocumentSeries = 'invoice' | 'credit_note';

const prefixes: Record<DocumentSeries, string> = { invoice: 'CW', credit_note: 'CW-CN' };

/** "CW-2026-000123", "CW-CN-2026-000007": the year's number, six digits at least. */
const documentNumber = (series: DocumentSeries, year: number, seq: number) =>
  `${prefixes[series]}-${year}-${String(seq).padStart(6, '0')}`;

/**
 * The next number of a series in the current year (UTC), taken in the caller's transaction. The
 * upsert locks the year's counter row until that transaction ends: every other issuer, on any node,
 * waits for it, and a transaction that rolls back gives its number back, so numbers have no gaps.
 * Call it last before committing: it holds every other payment of the shop while the lock is held.
 */
export async function takeDocumentNumber(tx: Db, series: DocumentSeries): Promise<string> {
  const [taken] = await tx
    .insert(documentCounter)
    .values({ series, year: sql`extract(year from now() at time zone 'UTC')::int`, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounter.series, documentCounter.year],
      set: { last: sql`${documentCounter.last} + 1` },
    })
    .returning();
  if (!taken) throw new Error('the document counter answered no row');
  return documentNumber(series, taken.year, taken.last);
}
