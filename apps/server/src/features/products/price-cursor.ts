import { fieldRefused } from '../../lib/errors.ts';
import { UUID } from '../../lib/cursor.ts';

/** Keyset cursor of the price orders: the last row's (price in cents, id), opaque to clients. */
export interface PriceCursor {
  priceCents: number;
  id: string;
}

// A prefix of its own, so that a cursor of another order is refused instead of misread.
const PREFIX = 'price';

export const encodePriceCursor = ({ priceCents, id }: PriceCursor) =>
  Buffer.from(`${PREFIX}|${priceCents}|${id}`).toString('base64url');

export function decodePriceCursor(value: string): PriceCursor {
  const [prefix, cents = '', id = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const priceCents = Number(cents);
  const valid =
    prefix === PREFIX &&
    rest.length === 0 &&
    /^\d{1,10}$/.test(cents) &&
    priceCents <= 2_147_483_647 &&
    UUID.test(id);
  if (!valid) throw fieldRefused('cursor', 'is invalid');
  return { priceCents, id };
}
