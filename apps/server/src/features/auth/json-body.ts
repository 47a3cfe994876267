import { emailSchema } from '@crankworks/contract';
import type { FastifyRequest } from 'fastify';

/** Whether a request to better-auth was sent as JSON (it takes forms as well). */
export const sentAsJson = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** The account a JSON body's `email` names (lower-cased, as accounts are stored), or null. */
export function emailInJson(body: unknown): string | null {
  try {
    // better-auth's JSON reader skips a leading byte-order mark; JSON.parse does not.
    const { email } = JSON.parse(String(body).replace(/^\uFEFF/, '')) as { email?: unknown };
    const parsed = emailSchema.safeParse(email);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
