import type { AccessToken } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';

const STORAGE_KEY = 'crankworks.accessToken';

interface StoredToken {
  email: string;
  accessToken: string;
}

/**
 * The product's "access token": the session's token from `PUT /api/user/:email`, for API clients that
 * send `Authorization: Bearer`. This tab keeps it (sessionStorage) until logout; the app's own calls
 * ride on the httpOnly session cookie.
 */
export function readAccessToken(email: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredToken | null;
    return stored?.email === email ? stored.accessToken : null;
  } catch {
    return null;
  }
}

export const hasStoredAccessToken = () => sessionStorage.getItem(STORAGE_KEY) !== null;

export const clearAccessToken = () => sessionStorage.removeItem(STORAGE_KEY);

/** Asks the server for the signed-in user's token (only his own e-mail gets one) and keeps it. */
export async function fetchAccessToken(email: string): Promise<string> {
  const { accessToken } = await api<AccessToken>(`/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    body: { email },
  });
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ email, accessToken } satisfies StoredToken));
  return accessToken;
}
