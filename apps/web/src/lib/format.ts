const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices cross the API as decimal dollars (docs/product.md, Data); shoppers read them as "$1,234.50". */
export const formatUsd = (dollars: number) => usd.format(dollars);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp from the API as "Nov 20, 2026, 10:00 AM" in the reader's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
