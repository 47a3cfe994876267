import type { ProductStatus } from '@crankworks/contract';

/** A part's status in words, as its badge reads it. */
export const productStatusLabels: Record<ProductStatus, string> = {
  active: 'On sale',
  draft: 'Draft',
  archived: 'Archived',
};

/** Each status as the Status select offers it: with what it means for visitors. */
export const productStatusChoices: Record<ProductStatus, string> = {
  active: 'On sale',
  draft: 'Draft — hidden, not yet on sale',
  archived: 'Archived — hidden, no longer sold',
};

/** Manage Products' Show filter: which parts it lists (none chosen: all of them). */
export const productStatusFilterLabels: Record<ProductStatus, string> = {
  active: 'On sale',
  draft: 'Drafts',
  archived: 'Archived',
};

/** What Manage Products says when no part has the status shown. */
export const noProductsText: Record<ProductStatus, string> = {
  active: 'No products on sale.',
  draft: 'No drafts.',
  archived: 'No archived products.',
};
