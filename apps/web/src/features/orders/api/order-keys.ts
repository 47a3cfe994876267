import type { OrderTableQuery } from '@crankworks/contract';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

const keys = queryKeysFactory<OrderTableQuery>('orders');

/** The orders: the admin table's pages (`list`), one order, a customer's own and the admin figures. */
export const orderKeys = {
  ...keys,
  mine: (email: string) => [...keys.all, 'mine', email] as const,
  /** The admin dashboard's figures: under `all`, so every change to an order refreshes them. */
  summary: () => [...keys.all, 'summary'] as const,
};
