import type { ProductSort } from '@crankworks/contract';

/**
 * Query-key factories, one per resource. The features that read a resource and the ones that change
 * it share these, so a mutation invalidates exactly the lists it made stale.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: { limit: number; q?: string; sort?: ProductSort }) =>
    [...productKeys.lists(), params] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  list: () => [...reviewKeys.all, 'list'] as const,
  tables: () => [...reviewKeys.all, 'table'] as const,
  table: (query: { page: number; pageSize: number; search?: string }) =>
    [...reviewKeys.tables(), query] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => [...orderKeys.all, 'mine', email] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  /** The admin dashboard's figures: under `all`, so every change to an order refreshes them. */
  summary: () => [...orderKeys.all, 'summary'] as const,
  tables: () => [...orderKeys.all, 'table'] as const,
  table: (query: { page: number; pageSize: number; search?: string }) =>
    [...orderKeys.tables(), query] as const,
};

export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  tables: () => [...contactMessageKeys.all, 'table'] as const,
  table: (query: { page: number; pageSize: number; search?: string }) =>
    [...contactMessageKeys.tables(), query] as const,
};

export const outboxKeys = {
  all: ['outbox'] as const,
  tables: () => [...outboxKeys.all, 'table'] as const,
  table: (query: { page: number; pageSize: number; search?: string }) =>
    [...outboxKeys.tables(), query] as const,
  detail: (id: string) => [...outboxKeys.all, 'detail', id] as const,
};
