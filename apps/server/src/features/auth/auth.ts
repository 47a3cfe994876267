import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@crankworks/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { account, rateLimit, session, user, verification } from '../../db/schema/index.ts';
import { loggableError, maskEmails } from '../../lib/loggable-error.ts';
import { authSecret } from './secret.ts';
import { authRateLimit, CLIENT_IP_HEADER } from './rate-limit.ts';
import { checkAuthInput } from './auth-input-hook.ts';
import { clearFailedSignIns } from './account-lockout.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { passwordResetMail, signUpAttemptMail, verificationMail } from './account-mails.ts';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * Roles change only through `PUT /api/user/admin/:email` and users are deleted only through
 * `DELETE /api/user/:email`, where the "not oneself, not the last admin" rules live; the admin
 * plugin's own HTTP endpoints would bypass them, so they are switched off (its role field,
 * permission checks and ban handling stay).
 */
const ADMIN_PLUGIN_PATHS = [
  'set-role',
  'get-user',
  'create-user',
  'update-user',
  'list-users',
  'list-user-sessions',
  'unban-user',
  'ban-user',
  'impersonate-user',
  'stop-impersonating',
  'revoke-user-session',
  'revoke-user-sessions',
  'remove-user',
  'set-user-password',
  'has-permission',
].map((name) => `/admin/${name}`);

/**
 * better-auth's session list answers each session's token, a bearer credential, and its revoke-session
 * takes one: the shop's own `/api/sessions` names sessions by id instead (session-routes.ts).
 */
const TOKEN_CARRYING_PATHS = ['/list-sessions', '/revoke-session'];

/** Google sign-in is optional: it exists only when both of its credentials are set. */
const googleProvider = ({ GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret }: Config) =>
  clientId && clientSecret ? { google: { clientId, clientSecret } } : {};

export const googleConfigured = (config: Config) => 'google' in googleProvider(config);

/**
 * The origins whose pages may send the session cookie with a state-changing request: the shop's
 * own, and a development server's only while `npm run dev` says one runs (DEV_SERVER_ORIGINS).
 */
export const trustedOrigins = (config: Config) => [config.publicUrl, ...config.DEV_SERVER_ORIGINS];

export function createAuth(config: Config, db: Db, log: FastifyBaseLogger) {
  const production = config.NODE_ENV === 'production';
  return betterAuth({
    appName: config.SHOP_NAME,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(config, log),
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // The link's page is the web app's; the new password passes the same strength check as sign-up.
      sendResetPassword: ({ user, token }) => queueMail(db, passwordResetMail(user, token)),
      revokeSessionsOnPasswordReset: true,
      // Sign-up opens no session, so its answer is the same for a taken address as for a new one
      // (better-auth answers a synthetic user then) and tells nobody whether an address is a
      // customer's; the owner of a taken address is mailed instead. The pages ask for a login.
      autoSignIn: false,
      onExistingUserSignUp: ({ user }) => queueMail(db, signUpAttemptMail(user)),
      // Whoever reset the password owns the mailbox: the lockout of earlier wrong guesses ends.
      onPasswordReset: ({ user }) => clearFailedSignIns(db, user.email),
    },
    // Sent on sign-up; signing in never waits for it (the shop's flows stay as they are).
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: ({ user, token }) => queueMail(db, verificationMail(user, token)),
    },
    socialProviders: googleProvider(config),
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), bearer()],
    disabledPaths: [...ADMIN_PLUGIN_PATHS, ...TOKEN_CARRYING_PATHS],
    rateLimit: authRateLimit(config),
    hooks: { before: checkAuthInput },
    telemetry: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
      // better-auth skips its CSRF origin check when NODE_ENV=test; the e2e server runs so and must check.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: production ? 'warn' : 'info',
      // Only the kind of each error better-auth reports: its arguments can hold e-mails and tokens,
      // and some messages name an address ("Sign-up attempt for existing email: …").
      log: (level, message, ...args) =>
        log[level](
          { errors: args.filter((arg) => arg instanceof Error).map(loggableError) },
          `better-auth: ${maskEmails(message)}`,
        ),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
