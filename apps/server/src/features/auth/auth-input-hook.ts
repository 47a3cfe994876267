import { APIError, createAuthMiddleware } from 'better-auth/api';
import { imageRefSchema, personNameSchema, refusalOf, text } from '@crankworks/contract';
import type { z } from 'zod';
import { weakPasswordReason } from './password-strength.ts';

/** The user fields better-auth's own endpoints write, with the contract's rule for each. */
const userFieldRules: Record<string, z.ZodType> = {
  name: personNameSchema,
  image: imageRefSchema.nullable(),
};

const WRITES_USER_FIELDS = new Set(['/sign-up/email', '/update-user']);

/** Where better-auth takes a new password, and the body field that holds it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
  '/set-password': 'newPassword',
};

const refuse = (field: string, problem: string) =>
  new APIError('BAD_REQUEST', { message: refusalOf(field, problem), field });

const plainText = text();

/** Every text better-auth is sent follows the contract's rule for text: a NUL in a reset token was a 500. */
function checkTexts(fields: Record<string, unknown>) {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    const checked = plainText.safeParse(value);
    if (!checked.success) throw refuse(field, checked.error.issues[0]?.message ?? 'is invalid');
  }
}

function checkUserFields(path: string, body: Record<string, unknown>) {
  if (!WRITES_USER_FIELDS.has(path)) return;
  for (const [field, rule] of Object.entries(userFieldRules)) {
    const required = field === 'name' && path === '/sign-up/email';
    if (!required && body[field] === undefined) continue;
    const checked = rule.safeParse(body[field]);
    if (!checked.success) throw refuse(field, checked.error.issues[0]?.message ?? 'is invalid');
  }
}

async function checkNewPassword(path: string, body: Record<string, unknown>) {
  const field = NEW_PASSWORD_FIELD[path];
  const password = field ? body[field] : undefined;
  if (typeof password !== 'string') return;
  const userInputs = [body.email, body.name].filter((value): value is string => typeof value === 'string');
  const reason = await weakPasswordReason(password, userInputs);
  if (reason) throw refuse(field!, reason);
}

/**
 * Before better-auth's own endpoints write a user: the name (and image) follow the profile's rules
 * — a stored 200 KB or empty name used to break every later read of the profile — and a new
 * password must not be a common one, and no text, in the body or the query, holds a control
 * character. Each is a 400 naming the field, before anything is written. A changed password signs
 * out every other session of the account, whatever the body asks: one who learnt the old password
 * must not stay signed in.
 */
export const checkAuthInput = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  checkTexts(body);
  // Some endpoints read the query as well: reset-password takes its token from either.
  checkTexts((ctx.query ?? {}) as Record<string, unknown>);
  checkUserFields(ctx.path, body);
  await checkNewPassword(ctx.path, body);
  if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
});
