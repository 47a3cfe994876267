import type { LoginForm, RegisterForm } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';

/** Signs in with e-mail and password; the session cookie comes back httpOnly. */
export const signInWithEmail = ({ email, password }: LoginForm) =>
  api<unknown>('/auth/sign-in/email', { method: 'POST', body: { email, password } });

/**
 * Creates the account. better-auth signs the new user in at once (API clients rely on that); the
 * page asks for a login instead (docs/product.md, Login and sign-up), ending that session first.
 */
export async function registerAccount({ name, email, password }: RegisterForm) {
  await api<unknown>('/auth/sign-up/email', { method: 'POST', body: { name, email, password } });
  await api<unknown>('/auth/sign-out', { method: 'POST', body: {} });
}

interface SocialRedirect {
  url: string;
}

/** Starts Google's sign-in: the browser leaves for Google and comes back to `callbackURL`. */
export async function startGoogleSignIn(callbackURL: string, errorCallbackURL: string) {
  const { url } = await api<SocialRedirect>('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL, errorCallbackURL },
  });
  window.location.assign(url);
}
