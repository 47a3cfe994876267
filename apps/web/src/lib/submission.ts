/**
 * One submission of a form: what it sends, and a key of its own that goes along as the
 * `Idempotency-Key` header (decision 058). Sending the same submission again (a retry after a lost
 * answer) then places, refunds or cancels nothing twice; the next submission of the form is new.
 */
export interface Submission<Values> {
  values: Values;
  idempotencyKey: string;
}

/**
 * A key no other submission has: 128 random bits as hex. Built from `getRandomValues`, which every
 * page has; `crypto.randomUUID` exists only on HTTPS or localhost.
 */
export function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new submission of `values`: make one per submit, and pass it to the mutation as it is. */
export const submissionOf = <Values>(values: Values): Submission<Values> => ({
  values,
  idempotencyKey: newIdempotencyKey(),
});
