import type { UserTableQuery } from '@crankworks/contract';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

const keys = queryKeysFactory<UserTableQuery>('users');

/** The user records: the admin table's pages (`list`), a customer's profile and his account's sessions. */
export const userKeys = {
  ...keys,
  profile: (email: string) => [...keys.all, 'profile', email] as const,
  sessions: () => [...keys.all, 'sessions'] as const,
};
