import { z } from 'zod';
// Importing error-messages also installs human fallback messages for every contract schema.
import { requiredOr } from './error-messages.ts';

// In the browser the Content-Security-Policy forbids eval, and zod's compiled parsers would probe
// for it (a CSP violation report on every page); there, it parses without compiling.
if ('document' in globalThis) z.config({ jitless: true });

/** Tab, line feed and carriage return: the control characters a message or an address may hold. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/**
 * NUL (which PostgreSQL refuses in text) and the other C0 control characters and DEL, which no
 * field of ours holds.
 */
const hasControlCharacter = (value: string) => {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
};

/**
 * Every text a client sends starts here: a string without control characters. Build each text
 * field of the contract from it (`text().trim().max(80)`), never from a bare `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasControlCharacter(value), {
    error: 'must not contain control characters',
  });

/**
 * Text that may be an item of a list in one field of the catalogue's CSV (an option's value, a
 * picture's link), where semicolons separate the items: one inside an item would split it in two.
 */
export const listItemText = (params?: Parameters<typeof z.string>[0]) =>
  text(params).refine((value) => !value.includes(';'), {
    error: 'must not contain a semicolon (;), which separates the items of a list',
  });

/** Every error the API answers with: a human message, and the offending field when there is one. */
export const apiErrorSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Ids travel as strings named `_id`, the original product's name; on the server they are UUIDs. */
export const idSchema = z.uuid({ error: 'must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema });

/** Whether an amount in dollars is whole cents, as it is stored (0.1 + 0.2 counts as 0.30). */
export const isWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** Money crosses the API as decimal dollars with at most two decimals; it is stored as integer cents. */
export const dollarsSchema = z
  .number({ error: requiredOr('must be a number') })
  .nonnegative({ error: 'must not be negative' })
  .max(1_000_000, { error: 'must be at most 1000000' })
  .refine(isWholeCents, {
    error: 'must have at most two decimals',
  });

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int({ error: 'must be a whole number from 1 to 100' })
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .default(24),
  cursor: text({ error: 'is invalid' }).max(200, { error: 'is invalid' }).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const healthSchema = z.object({ status: z.literal('ok') });

/** Admin tables: numbered pages and a free-text search, all kept in the page URL. */
export const tableQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .default(20),
  search: text().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
  /** Next/Previous: the id of the last (first) row shown, so deep pages are found by index, not counted to. */
  after: idSchema.optional(),
  before: idSchema.optional(),
});
export type TableQuery = z.infer<typeof tableQuerySchema>;

export const sortDirSchema = z.enum(['asc', 'desc'], { error: 'must be asc or desc' });
export type SortDir = z.infer<typeof sortDirSchema>;

/** Which column an admin table is ordered by, and which way. */
export interface TableSort<Column extends string = string> {
  sort: Column;
  dir: SortDir;
}

/**
 * An admin table's query with sorting: `sort` must be one of the table's own columns (anything
 * else is a 400 naming `sort`); both fall back to the table's default order when left out.
 */
export const tableQueryWithSort = <const Columns extends readonly [string, ...string[]]>(
  columns: Columns,
  defaults: TableSort<Columns[number]>,
) =>
  tableQuerySchema.extend({
    sort: z.enum(columns, { error: 'is not a column of this table' }).default(defaults.sort),
    dir: sortDirSchema.default(defaults.dir),
  });

export const tablePageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Exact up to a hundred rows; above that PostgreSQL's estimate, and `totalIsEstimate` says so. */
    total: z.number().int(),
    totalIsEstimate: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Give as `after` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** Give as `before` for the previous page; null on the first. */
    prevCursor: z.string().nullable(),
  });

export const deletedSchema = z.object({ deletedCount: z.number().int() });
export type Deleted = z.infer<typeof deletedSchema>;
