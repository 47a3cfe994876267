import { z } from 'zod';
import { text } from './common.ts';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key.ts';

export const IDEMPOTENCY_KEY_MAX = 255;

export const idempotencyKeySchema = text({ error: 'must be text' })
  .min(1, { error: 'must not be empty' })
  .max(IDEMPOTENCY_KEY_MAX, { error: `must be at most ${IDEMPOTENCY_KEY_MAX} characters` });

/** The headers of a POST that places an order, checks out a cart, refunds or cancels a paid order. */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema
    .optional()
    .describe(
      'Any text of 1 to 255 characters, new for each submission (a random UUID serves). Sent again with ' +
        'the same request by the same user within 24 hours, it gets the first answer again (status and ' +
        'body, with `Idempotent-Replayed: true`) and changes nothing; while the first is still being ' +
        'answered, the second waits a few seconds, then gets a 409. The same key with another request ' +
        'is refused with a 422.',
    ),
});

/** The answers about a key, in words. */
export const idempotencyMessages = {
  inProgress:
    'The same request, sent with this Idempotency-Key, is still being answered: wait a moment and send it again',
  otherRequest:
    'This Idempotency-Key was already used for another request: send a new key with each new request',
} as const;
