import { z } from 'zod';
import { idSchema, tablePageOf, tableQueryWithSort, text } from './common.ts';
import { requiredOr } from './error-messages.ts';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from './contact-limits.ts';

const requiredText = (maxLength: number) =>
  text({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(maxLength, { error: `must be at most ${maxLength.toLocaleString('en-US')} characters` });

/** The contact form: every field required; names at most 20 characters, the message 2,000. */
export const contactMessageInputSchema = z.object({
  firstName: requiredText(CONTACT_NAME_MAX_LENGTH),
  lastName: requiredText(CONTACT_NAME_MAX_LENGTH),
  email: z.email({ error: requiredOr('must be a valid e-mail address') }).max(254),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** A stored message, read as stored (plain strings: a read never fails on an older value). */
export const contactMessageSchema = z.object({
  _id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const insertedSchema = z.object({ insertedId: idSchema });
export type Inserted = z.infer<typeof insertedSchema>;

export const contactMessagePageSchema = tablePageOf(contactMessageSchema);
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

/** GET /api/contact-messages — the inbox, newest first unless another column is chosen. */
export const contactMessageTableQuerySchema = tableQueryWithSort(['createdAt', 'email'], {
  sort: 'createdAt',
  dir: 'desc',
});
export type ContactMessageTableQuery = z.infer<typeof contactMessageTableQuerySchema>;
export type ContactMessageSortColumn = ContactMessageTableQuery['sort'];
