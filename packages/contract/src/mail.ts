import { z } from 'zod';
import { idSchema, tablePageOf, tableQueryWithSort } from './common.ts';

/**
 * Where an e-mail stands: `sent` to the mail server; `waiting` for the sender; `failed` at its last
 * attempt (retried until `nextAttemptAt` is null); `kept` in the outbox because no mail server is set.
 */
export const mailStateSchema = z.enum(['sent', 'waiting', 'failed', 'kept']);
export type MailState = z.infer<typeof mailStateSchema>;

export const outboxMailSummarySchema = z.object({
  _id: idSchema,
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  state: mailStateSchema,
});
export type OutboxMailSummary = z.infer<typeof outboxMailSummarySchema>;

/** One e-mail as its recipient reads it, links on the shop's public address. */
export const outboxMailSchema = outboxMailSummarySchema.extend({
  textBody: z.string(),
  htmlBody: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = tablePageOf(outboxMailSummarySchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** GET /api/admin/outbox — newest first; the search looks in recipients and subjects. */
export const outboxTableQuerySchema = tableQueryWithSort(['createdAt', 'recipient'], {
  sort: 'createdAt',
  dir: 'desc',
});
export type OutboxTableQuery = z.infer<typeof outboxTableQuerySchema>;
export type OutboxSortColumn = OutboxTableQuery['sort'];
