import type { Cart } from '@crankworks/contract';

/** Where reading a cart stands, the server's or the browser's alike. */
export type CartView =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; cart: Cart };
