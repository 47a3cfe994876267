import { decodeCursor, encodeCursor, type Cursor } from '../../lib/cursor.ts';
import { fieldRefused } from '../../lib/errors.ts';

/** Keyset cursor of a search's best-match order: the last row's score and (created_at, id). */
export interface MatchCursor extends Cursor {
  score: number;
}

// A prefix of its own, so that a cursor of another order is refused instead of misread.
const PREFIX = 'match';

export const encodeMatchCursor = ({ score, ...edge }: MatchCursor) =>
  Buffer.from(`${PREFIX}|${score}|${encodeCursor(edge)}`).toString('base64url');

export function decodeMatchCursor(value: string): MatchCursor {
  const [prefix, score = '', edge = '', ...rest] = Buffer.from(value, 'base64url')
    .toString('utf8')
    .split('|');
  if (prefix !== PREFIX || rest.length > 0 || !/^[1-4]$/.test(score))
    throw fieldRefused('cursor', 'is invalid');
  return { score: Number(score), ...decodeCursor(edge) };
}
