/** Money is integer cents inside the app and decimal dollars on the API, as the original API had it. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;
/** The one currency the shop prices and charges in (a provider's lower-case code). */
export const SHOP_CURRENCY = 'usd' as const;
