import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  idempotencyMessages,
} from '@crankworks/contract';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { loggableError } from '../../lib/loggable-error.ts';
import { runKeyExpiry } from './expiry.ts';
import { claimKey, findKey, keepAnswer, releaseKey, type KeptRequest, type KeyClaim } from './store.ts';

/** How long a request waits for the same request, sent a moment before with its key, to be answered. */
const WAIT_FOR_FIRST_MS = 5000;
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 250;

/** The header a replayed answer carries, so that a client can tell. */
const REPLAYED_HEADER = 'idempotent-replayed';

/** The same method, address and body (as validated) make the same fingerprint. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

function replay(reply: FastifyReply, kept: KeptRequest) {
  return reply
    .code(kept.statusCode!)
    .type('application/json; charset=utf-8')
    .header(REPLAYED_HEADER, 'true')
    .send(kept.responseBody);
}

/**
 * Idempotent submits (decision 058): a route whose config says `idempotent` takes an
 * `Idempotency-Key` header. The first request with a key claims it and runs; its answer is kept
 * (a refusal too; a 5xx gives the key up so that a retry may run), and the same request sent again
 * with the key by the same user within a day gets that answer again without running. One sent while
 * the first still runs waits a few seconds for its answer, then is told to try again (409); the key
 * with another request is refused (422). Without the header nothing changes.
 */
export function registerIdempotentRequests(app: FastifyInstance) {
  const { db } = app.deps.database;
  runKeyExpiry(app);
  const claims = new WeakMap<FastifyRequest, KeyClaim>();

  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string') return;
    const claim: KeyClaim = { userId: request.user.id, key, fingerprint: fingerprintOf(request) };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      if (await claimKey(db, claim)) {
        claims.set(request, claim);
        return;
      }
      // Gone meanwhile (the first failed on our side and gave it up): claimed on the next turn.
      const first = await findKey(db, claim);
      if (first && first.fingerprint !== claim.fingerprint)
        throw unprocessable(idempotencyMessages.otherRequest, IDEMPOTENCY_KEY_HEADER);
      if (first?.statusCode != null) return replay(reply, first);
      if (Date.now() + pause > deadline)
        throw conflict(idempotencyMessages.inProgress, IDEMPOTENCY_KEY_HEADER);
      await sleep(pause);
    }
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.schema = {
      ...route.schema,
      headers: idempotencyHeadersSchema,
      response: { 409: apiErrorSchema, 422: apiErrorSchema, ...(route.schema?.response as object) },
    };
    route.preHandler = [claimOrReplay, ...[route.preHandler ?? []].flat()];
  });

  // Added before compression's: the answer is kept as it was serialised, before any encoding.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    try {
      if (reply.statusCode < 500 && typeof payload === 'string')
        await keepAnswer(db, claim, reply.statusCode, payload);
      else await releaseKey(db, claim);
    } catch (error) {
      // The client still gets its answer; the claim stays until it counts as abandoned.
      request.log.warn({ err: loggableError(error) }, 'the answer to an Idempotency-Key could not be kept');
    }
    return payload;
  });
}
