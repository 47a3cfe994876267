/**
 * What other parts of the app may use of signing in: who is signed in, the nav's account links,
 * changing the password and signing out.
 */
export { authKeys } from './api/auth-keys.ts';
export { useChangePassword } from './api/change-password.ts';
export { useSignOut } from './api/sign-out.ts';
export { adminCheckQueryOptions, useAdminCheck } from './api/check-admin.ts';
export { sessionQueryOptions, useSession } from './api/get-session.ts';
export { userKeys } from './api/user-keys.ts';
export { LogoutNavItem, useAuthNavLinks, useAuthSessionEffects } from './components/auth-nav.tsx';
export { loginPathFor } from '@crankworks/contract';
export { authConfigQueryOptions } from './api/get-auth-config.ts';
