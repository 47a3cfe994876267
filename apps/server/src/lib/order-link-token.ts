import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from './signing-secret.ts';

/** What signs and bounds order links: the server's secret and ORDER_LINK_DAYS (decision 066). */
export interface OrderLinkKey {
  secret: string;
  days: number;
}

export const orderLinkKeyOf = (config: {
  BETTER_AUTH_SECRET?: string | undefined;
  ORDER_LINK_DAYS: number;
}): OrderLinkKey => ({ secret: signingSecret(config), days: config.ORDER_LINK_DAYS });

/**
 * Between a token's parts: in none of them, unreserved in a URL, and not a dot, which would make the
 * link's page look like a file to the server.
 */
const SEPARATOR = '~';

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The purpose is signed too, so no other value the secret signs can pass for an order link.
const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`order-link.${body}`).digest('base64url');

/** A token naming one order until `days` from now: `<order id>~<expiry, base 36 seconds>~<HMAC>`. */
export function signOrderLink(key: OrderLinkKey, orderId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + key.days * 86_400;
  const body = `${orderId}${SEPARATOR}${expires.toString(36)}`;
  return `${body}${SEPARATOR}${signatureOf(key.secret, body)}`;
}

/** The order a token names, or null when it is malformed, tampered with or expired. */
export function orderIdOfLink(key: OrderLinkKey, token: string, now = Date.now()): string | null {
  const [orderId = '', expires = '', signature = '', ...rest] = token.split(SEPARATOR);
  if (rest.length || !ORDER_ID.test(orderId)) return null;
  const expected = Buffer.from(signatureOf(key.secret, `${orderId}${SEPARATOR}${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseInt(expires, 36) * 1000 > now ? orderId : null;
}
