import { IDEMPOTENCY_KEY_HEADER, ORDER_LINK_HEADER, type ApiError } from '@crankworks/contract';

/**
 * A failed API call: the HTTP status and the server's message (and field, for validation errors;
 * code, where an answer has one, such as a refused card's; the whole answer, for a refusal that says
 * more than a message, such as an import's report of its refused rows).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly code?: string,
    readonly payload?: unknown,
  ) {
    super(message);
  }
}

type AuthFailureListener = (status: 401 | 403) => void;
const authFailureListeners = new Set<AuthFailureListener>();

/** Lets the auth layer react (sign out, go home) when a call that opted in answers 401 or 403. */
export function onAuthFailure(listener: AuthFailureListener) {
  authFailureListeners.add(listener);
  return () => void authFailureListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** docs/product.md, Signing out: a 401/403 on this call signs the user out and returns home. */
  signOutOnAuthFailure?: boolean;
  /** The submission's key (`submissionOf`): the server answers a second send of it as the first. */
  idempotencyKey?: string;
  /** A guest's order link token (decision 066): it stands for the session on his order's payment calls. */
  orderLink?: string;
}

let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where API calls go: the browser's fetch, or, when the server renders a page, the server itself
 * (the same query functions then fill the page's data, with the visitor's cookie).
 */
export function setApiTransport(transport: typeof fetch) {
  send = transport;
}

/** The one way the web app talks to the API: same origin, session cookie, JSON in and out. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // A FormData body (a file upload) goes as multipart, with the boundary the browser chooses.
  const { body, idempotencyKey, orderLink } = options;
  const isJson = body !== undefined && !(body instanceof FormData);
  const headers = {
    ...(isJson ? { 'content-type': 'application/json' } : {}),
    ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    ...(orderLink === undefined ? {} : { [ORDER_LINK_HEADER]: orderLink }),
  };
  const response = await send(`/api${path}`, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: Object.keys(headers).length ? headers : undefined,
    body: body instanceof FormData ? body : isJson ? JSON.stringify(body) : undefined,
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (payload ?? {}) as Partial<ApiError> & { code?: string };
    if (options.signOutOnAuthFailure && (response.status === 401 || response.status === 403)) {
      authFailureListeners.forEach((listener) => listener(response.status as 401 | 403));
    }
    throw new ApiRequestError(
      response.status,
      error.message ?? `Request failed (${response.status})`,
      error.field,
      error.code,
      payload,
    );
  }
  return payload as T;
}
