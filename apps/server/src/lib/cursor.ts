import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldRefused } from './errors.ts';

/**
 * Keyset cursor: the sort key (created_at, id) of the last row of a page, opaque to clients.
 * The time is kept as text to the microsecond, as PostgreSQL stores it: a JS Date would cut it to
 * milliseconds, and rows inserted together would then come back on every page.
 */
export interface Cursor {
  createdAt: string;
  id: string;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Selects a timestamptz column as the cursor's text form (UTC, six decimals). */
export const cursorTime = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly after the cursor in (createdAt, id) order; a row comparison the index serves. */
export const afterCursor = (createdAt: PgColumn, id: PgColumn, cursor: Cursor): SQL =>
  sql`(${createdAt}, ${id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;

/** Rows strictly before the cursor in (createdAt, id) order, for newest-first pages. */
export const beforeCursor = (createdAt: PgColumn, id: PgColumn, cursor: Cursor): SQL =>
  sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  const [createdAt = '', id = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  // A calendar-valid time survives a round trip through Date (2026-02-30 would not); PostgreSQL has
  // no year 0, which Date takes for 1 BC.
  const millis = createdAt.slice(0, 23);
  const valid =
    rest.length === 0 &&
    ISO_MICROS.test(createdAt) &&
    !createdAt.startsWith('0000-') &&
    UUID.test(id) &&
    !Number.isNaN(Date.parse(`${millis}Z`)) &&
    new Date(`${millis}Z`).toISOString().slice(0, 23) === millis;
  if (!valid) throw fieldRefused('cursor', 'is invalid');
  return { createdAt, id };
}
