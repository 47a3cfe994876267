/**
 * Query-key factories, one per resource. The features that read a resource and the ones that change
 * it share these, so a mutation invalidates exactly the lists it made stale.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: { limit: number }) => [...productKeys.lists(), params] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  list: () => [...reviewKeys.all, 'list'] as const,
};
