import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

/** The signed-in customer's address book: one list, with no query of its own. */
export const addressKeys = queryKeysFactory<void>('addresses');
