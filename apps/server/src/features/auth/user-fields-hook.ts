import { APIError, createAuthMiddleware } from 'better-auth/api';
import { imageRefSchema, personNameSchema } from '@crankworks/contract';
import type { z } from 'zod';

/** The user fields better-auth's own endpoints write, with the contract's rule for each. */
const userFieldRules: Record<string, z.ZodType> = {
  name: personNameSchema,
  image: imageRefSchema.nullable(),
};

const WRITES_USER_FIELDS = new Set(['/sign-up/email', '/update-user']);

/**
 * better-auth's sign-up and update-user store a name (and image) with no rule of ours, and a stored
 * 200 KB or empty name used to break every later read of the profile. This before-hook holds them
 * to the same rules as the profile form, answering 400 with the field before anything is written.
 */
export const checkUserFields = createAuthMiddleware(async (ctx) => {
  if (!WRITES_USER_FIELDS.has(ctx.path)) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  for (const [field, rule] of Object.entries(userFieldRules)) {
    const required = field === 'name' && ctx.path === '/sign-up/email';
    if (!required && body[field] === undefined) continue;
    const checked = rule.safeParse(body[field]);
    if (!checked.success) {
      throw new APIError('BAD_REQUEST', {
        message: `${field} ${checked.error.issues[0]?.message ?? 'is invalid'}`,
        field,
      });
    }
  }
});
