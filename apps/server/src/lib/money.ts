/** Money is integer cents inside the app and decimal dollars on the API, as the original API had it. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;
/** The one currency the shop prices and charges in (a provider's lower-case code). */
export const SHOP_CURRENCY = 'usd' as const;

// One formatter: toLocaleString builds a new one on every call, a tenth of a millisecond.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as customers read them in e-mails and invoices: "$1,234.50". */
export const formatUsd = (dollars: number) => usd.format(dollars);
