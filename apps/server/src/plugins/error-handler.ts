import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusalOf } from '@crankworks/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, UpstreamError } from '../lib/errors.ts';
import { loggableError } from '../lib/loggable-error.ts';
import { databaseUnavailability } from '../db/unavailable.ts';
import { createWriteHealth } from '../db/write-health.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SERVER_FAILED = 'Something went wrong on our side. Please try again.';

const unavailableAnswers = {
  unavailable: {
    message: 'The shop cannot reach its database right now. Please try again in a moment.',
    retryAfter: '5',
  },
  'write-refused': {
    message:
      'The shop cannot save anything right now (its storage is full or read-only). Please try again later.',
    retryAfter: '5',
  },
  contended: {
    message: 'Someone else was changing the same things at that moment; nothing was saved. Please try again.',
    retryAfter: '1',
  },
} as const;

/**
 * Whether a 4xx that is not the app's own is a refusal of the request in words meant for the client:
 * Fastify's and its plugins' (`FST_…` codes) and the static file server's (http-errors marks them
 * `expose`). Other libraries' errors carry a 4xx too (Stripe's for a revoked key is a 401 naming the
 * key), but their words are not ours and the fault is not the client's.
 */
const refusesTheRequest = (error: FastifyError) =>
  error.code?.startsWith('FST_') || (error as { expose?: unknown }).expose === true;

/**
 * One place that turns errors into answers: validation problems name the field as its form labels it, the app's own
 * errors and the framework's refusals of a request keep their status and message, a service the shop relies on
 * failing is logged and answered 502 in our words, anything else is logged and answered as a bare 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  const writeHealth = createWriteHealth();
  app.decorate('writeHealth', writeHealth);
  app.addHook('onResponse', async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 300) writeHealth.succeeded();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || error.validationContext || 'body';
      return reply.code(400).send({ message: refusalOf(field, issue?.message ?? 'is invalid'), field });
    }
    if (error instanceof HttpError) {
      if (error instanceof UpstreamError)
        request.log.error({ err: loggableError(error) }, 'a service the shop relies on failed');
      return reply.code(error.statusCode).send({ message: error.message, field: error.field });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && refusesTheRequest(error)) {
      // The file server's refusals carry the headers that go with them (a 416's Content-Range).
      const { headers } = error as { headers?: Record<string, string> };
      if (headers) reply.headers(headers);
      return reply.code(status).send({ message: error.message });
    }
    const unavailability = databaseUnavailability(error);
    if (unavailability) {
      if (unavailability === 'write-refused') writeHealth.refused();
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      const { message, retryAfter } = unavailableAnswers[unavailability];
      return reply.code(503).header('retry-after', retryAfter).send({ message });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ message: SERVER_FAILED });
  });
}

/** What Fastify's router refuses before any route runs, in words; its own texts echo the whole address. */
const unroutable: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid: it has a broken %-escape' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long' },
};

/** Fastify's `frameworkErrors`: a bad or overlong address is a 4xx in words, anything else a bare 500. */
export function answerUnroutable(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook runs for these answers, the security headers' onRequest included.
  reply.headers(request.server.securityHeaders);
  const known = unroutable[error.code];
  if (known) return reply.code(known.status).send({ message: known.message });
  request.log.error({ err: loggableError(error) }, 'request failed before routing');
  return reply.code(500).send({ message: SERVER_FAILED });
}
