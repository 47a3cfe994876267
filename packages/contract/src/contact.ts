import { z } from 'zod';
import { idSchema, tablePageOf, tableQueryWithSort, text } from './common.ts';
import { requiredOr } from './error-messages.ts';

/** The longest first name, last name and message the contact form takes. */
export const CONTACT_TEXT_MAX_LENGTH = 20;

/** The contact form: firstName, lastName and message required, at most 20 characters; email required. */
const shortText = text({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(CONTACT_TEXT_MAX_LENGTH, { error: `must be at most ${CONTACT_TEXT_MAX_LENGTH} characters` });

export const contactMessageInputSchema = z.object({
  firstName: shortText,
  lastName: shortText,
  email: z.email({ error: requiredOr('must be a valid e-mail address') }).max(254),
  message: shortText,
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
