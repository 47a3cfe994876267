import type { ReviewTableQuery } from '@crankworks/contract';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

const keys = queryKeysFactory<ReviewTableQuery>('reviews');

/** The reviews: the admin table's pages (`list`) and the ones the home page shows. */
export const reviewKeys = {
  ...keys,
  shown: () => [...keys.all, 'shown'] as const,
};
