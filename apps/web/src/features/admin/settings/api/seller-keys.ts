/** Settings' seller: one record, read and saved whole. */
export const sellerKeys = { all: ['seller'] as const };
