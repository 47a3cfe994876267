import { IDEMPOTENCY_KEY_FIELD } from '@crankworks/contract';
import { useState } from 'react';
import { newIdempotencyKey } from '../lib/submission.ts';

/**
 * The key a form posted as plain HTML (before the app has taken the page over) sends along: one per
 * rendered form, so the same form posted twice places one order (decision 058). Once the app has the
 * page, its submit sends a key per submission instead; the key the browser's render puts here when
 * it hydrates the page differs from the server's, which is expected.
 */
export function SubmissionKeyField() {
  const [key] = useState(newIdempotencyKey);
  return <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} defaultValue={key} suppressHydrationWarning />;
}
