import type { LoginForm, RegisterForm } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';

/** Signs in with e-mail and password; the session cookie comes back httpOnly. */
export const signInWithEmail = ({ email, password }: LoginForm) =>
  api<unknown>('/auth/sign-in/email', { method: 'POST', body: { email, password } });

/**
 * Creates the account without signing in (decision 012): the page then asks for a login
 * (docs/product.md, Login and sign-up).
 */
export const registerAccount = ({ name, email, password }: RegisterForm) =>
  api<unknown>('/auth/sign-up/email', { method: 'POST', body: { name, email, password } });

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
