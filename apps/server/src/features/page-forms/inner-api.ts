import { IDEMPOTENCY_KEY_HEADER } from '@crankworks/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The headers of a call a plain-HTML form makes on the visitor's behalf: his cookie, the shop's origin. */
const onBehalfOf = (app: FastifyInstance, request: FastifyRequest) => {
  const { cookie } = request.headers;
  return { origin: app.deps.config.publicUrl, ...(cookie ? { cookie } : {}) };
};

export interface ApiAnswer {
  status: number;
  /** The JSON answer's `code` (better-auth) and `field` (our own refusals), when it has them. */
  code?: string;
  field?: string;
  insertedId?: string;
  /** Each Set-Cookie of the answer: the session a sign-in starts goes back to the browser. */
  cookies: string[];
}

/**
 * A form posted as plain HTML does what the web app would have done: it calls this server's own API
 * (validation, rate limits, lockouts and authorization included), for the visitor's address, with his
 * cookie, from the shop's own origin.
 */
export async function callApi(
  app: FastifyInstance,
  request: FastifyRequest,
  call: { url: string; payload?: object; idempotencyKey?: string; method?: 'POST' | 'PUT' | 'DELETE' },
): Promise<ApiAnswer> {
  const { idempotencyKey } = call;
  const answer = await app.inject({
    method: call.method ?? 'POST',
    url: call.url,
    ...(call.payload ? { payload: call.payload } : {}),
    remoteAddress: request.ip,
    headers: {
      ...onBehalfOf(app, request),
      ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    },
  });
  const setCookie = answer.headers['set-cookie'];
  let body: { code?: unknown; field?: unknown; insertedId?: unknown } = {};
  try {
    body = answer.json();
  } catch {
    // An empty or non-JSON answer carries no code.
  }
  return {
    status: answer.statusCode,
    code: typeof body.code === 'string' ? body.code : undefined,
    field: typeof body.field === 'string' ? body.field : undefined,
    insertedId: typeof body.insertedId === 'string' ? body.insertedId : undefined,
    cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
  };
}

/**
 * What the API answers a read (GET, or a quote's POST with `payload`) for the visitor, or undefined
 * when it refuses: the caller checks the answer against the contract's schema.
 */
export async function readApi(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  payload?: object,
): Promise<unknown> {
  const answer = await app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: request.ip,
    headers: onBehalfOf(app, request),
  });
  return answer.statusCode === 200 ? answer.json() : undefined;
}
