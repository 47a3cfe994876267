import type { OutboxTableQuery } from '@crankworks/contract';
import { queryKeysFactory } from '../../../../lib/query-key-factory.ts';

/** The shop's e-mails: the outbox table's pages and one e-mail. */
export const outboxKeys = queryKeysFactory<OutboxTableQuery>('outbox');
