/** Money is integer cents inside the app and decimal dollars on the API, as the original API had it. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;
