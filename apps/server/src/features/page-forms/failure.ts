import { IDEMPOTENCY_KEY_HEADER, type FormFailure } from '@crankworks/contract';
import type { ApiAnswer } from './inner-api.ts';

const NEW_PASSWORD_FIELDS = new Set(['password', 'newPassword']);

/** Why the API refused what a plain-HTML form asked: the code its page shows the text of. */
export function failureOf(answer: ApiAnswer): FormFailure {
  if (answer.status === 401) return 'credentials';
  if (answer.status === 429) return answer.code === 'ACCOUNT_LOCKED' ? 'locked' : 'busy';
  if (answer.code === 'INVALID_TOKEN') return 'link';
  if (answer.field && NEW_PASSWORD_FIELDS.has(answer.field)) return 'weak';
  if (answer.field === 'orderQty') return answer.status === 409 ? 'stock' : 'quantity';
  if (answer.field === 'cart') return 'cart';
  if (answer.field === IDEMPOTENCY_KEY_HEADER && answer.status === 409) return 'pending';
  if (answer.field === IDEMPOTENCY_KEY_HEADER && answer.status === 422) return 'resent';
  // An order refused for the customer's unpaid orders (MAX_UNPAID_ORDERS) names no field of its form.
  if (answer.status === 409 && !answer.field) return 'unpaid';
  return 'invalid';
}
