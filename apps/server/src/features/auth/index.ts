// The auth feature (better-auth, sessions, guards): what other parts of the server may use.
export { authRoutes } from './routes.ts';
export { createAuth, trustedOrigins, type Auth } from './auth.ts';
export { registerSessionCache } from './session-cache-hooks.ts';
export { registerPrivateAnswers } from './private-answers.ts';
export type { SessionCache } from './session-cache.ts';
export { ownerOnly, ownerOrAdmin, requireAdmin, requireUser, resolveSession, sameEmail } from './guards.ts';
export { demoLogins, seedDemoUsers } from './demo-accounts.ts';
export { storeCredentialUser } from './credential-user.ts';
