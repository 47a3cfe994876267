// Names only, no schema: the web app's API client reads them on every page's first load.

/** The header that makes a POST safe to send again (decision 058), as Node names it: lower case. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A plain-HTML form's hidden field holding its key: one per rendered form. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';
