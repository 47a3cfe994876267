import type { ContactMessageTableQuery } from '@crankworks/contract';
import { queryKeysFactory } from '../../../../lib/query-key-factory.ts';

/** The contact messages: the admin table's pages. */
export const contactMessageKeys = queryKeysFactory<ContactMessageTableQuery>('contact-messages');
