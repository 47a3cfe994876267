import { z } from 'zod';
import { tablePageOf, tableQueryWithSort, text } from './common.ts';
import { requiredOr } from './error-messages.ts';

/** E-mail addresses are compared case-insensitively: they are trimmed and lower-cased on the way in. */
export const emailSchema = text({ error: requiredOr('must be text') })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: 'must be a valid e-mail address' })
      .max(254, { error: 'must be at most 254 characters' }),
  );

export const emailParamsSchema = z.object({ email: emailSchema });

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

/** Who is signed in, as the server's guards and the web app's session hook see it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const optionalText = (max: number) =>
  text({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

/**
 * A person's name, by one rule wherever a name is written: registration, better-auth's update-user,
 * the profile, a review.
 */
export const personNameSchema = optionalText(80).min(1, { error: 'is required' });

/** The profile form's fields besides the e-mail (docs/product.md). `username` is the account's name. */
export const profileFieldsSchema = z.object({
  username: personNameSchema,
  education: optionalText(120),
  address: optionalText(200),
  // Empty, or a phone number by the same rule as an order's (orders.ts).
  phone: optionalText(30).regex(/^(\+?[0-9 ()-]{6,20})?$/, {
    error: 'must be a phone number (6–20 digits, spaces, dashes or brackets)',
  }),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/**
 * The body of `PUT /api/user/:email`, which serves two uses (docs/product.md, The API):
 * - only `email` (no profile field): asks for the access token of the caller's session;
 * - `email` with one or more profile fields: saves those fields (fields left out keep their value).
 * Either way `email` must be the path's address, and the caller must be signed in as it.
 */
export const putUserBodySchema = z.strictObject({
  email: emailSchema,
  ...profileFieldsSchema.partial().shape,
});
export type PutUserBody = z.infer<typeof putUserBodySchema>;

/** The profile form's values: what the web app sends to save a profile. */
export const profileFormSchema = profileFieldsSchema.extend({ email: emailSchema });
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const hasProfileFields = (body: PutUserBody) =>
  Object.keys(profileFieldsSchema.shape).some((field) => body[field as keyof ProfileFields] !== undefined);

/** Answer to a token request: the session token, usable as `Authorization: Bearer <accessToken>`. */
export const accessTokenSchema = z.object({ accessToken: z.string() });
export type AccessToken = z.infer<typeof accessTokenSchema>;

/**
 * The profile as stored. Plain strings on purpose: what the database holds must always be readable,
 * even a value written before today's rules (writes are what the rules check).
 */
export const userProfileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: roleSchema,
  username: z.string(),
  education: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userListItemSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  createdAt: z.iso.datetime(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userTableSchema = tablePageOf(userListItemSchema);
export type UserTable = z.infer<typeof userTableSchema>;

/** GET /api/users — All Users, oldest first unless another column is chosen. */
export const userTableQuerySchema = tableQueryWithSort(['name', 'email', 'role', 'createdAt'], {
  sort: 'createdAt',
  dir: 'asc',
});
export type UserTableQuery = z.infer<typeof userTableQuerySchema>;
export type UserSortColumn = UserTableQuery['sort'];

/**
 * `PUT /api/user/admin/:email`: 1 when the user became an admin, 0 when he already was one.
 * `DELETE /api/user/admin/:email`: 1 when the admin became a customer, 0 when he was not an admin.
 */
export const modifiedSchema = z.object({ modifiedCount: z.number().int() });
export type Modified = z.infer<typeof modifiedSchema>;

/** Why All Users refuses to take admin rights away. */
export const revokeAdminMessages = {
  self: 'You cannot revoke your own admin rights',
  lastAdmin: 'The last admin cannot be made a customer: make another admin first',
} as const;

/** `GET /api/admin/:email`. */
export const adminCheckSchema = z.object({ admin: z.boolean() });
export type AdminCheck = z.infer<typeof adminCheckSchema>;
