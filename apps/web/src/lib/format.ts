/**
 * Prices cross the API as decimal dollars (docs/product.md, Data); shoppers read them as
 * "$1,234.50", as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes them.
 * Written out here: a page's first Intl call loads the browser's locale data, 15-25 ms on a desktop
 * and 60-100 ms at a phone's speed, in one task while the app takes the page over (decision 030).
 */
export function formatUsd(dollars: number) {
  // Rounded half up on the amount as written (0.215 → 0.22), as Intl rounds, not on its binary
  // value as toFixed does (0.21499… → 0.21).
  const cents = Math.round(Number((Math.abs(dollars) * 100).toPrecision(15)));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${dollars < 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

let dateTime: Intl.DateTimeFormat | undefined;

/**
 * An ISO timestamp from the API as "Nov 20, 2026, 10:00 AM" in the reader's time zone. The
 * formatter is made at the first date shown, on the pages that show dates.
 */
export const formatDateTime = (iso: string) =>
  (dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(iso),
  );

let timeOfDay: Intl.DateTimeFormat | undefined;

/**
 * A deadline as the reader's clock says it: "2:35 PM" today, with the date on another day ("Nov 21,
 * 2026, 2:35 PM").
 */
export function formatDeadline(iso: string, now = new Date()) {
  const at = new Date(iso);
  if (at.toDateString() !== now.toDateString()) return formatDateTime(iso);
  return (timeOfDay ??= new Intl.DateTimeFormat('en-US', { timeStyle: 'short' })).format(at);
}
