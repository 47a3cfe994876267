/** A guest's order read by its link, kept apart from the signed-in orders' keys. */
export const orderLinkKeys = {
  all: ['order-link'] as const,
  detail: (token: string) => ['order-link', token] as const,
};
