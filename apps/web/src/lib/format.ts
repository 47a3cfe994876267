const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices cross the API as decimal dollars (DESIGN §4); shoppers read them as "$1,234.50". */
export const formatUsd = (dollars: number) => usd.format(dollars);
