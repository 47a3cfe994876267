import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * Each request's id: the `X-Request-Id` a trusted proxy sent (so one id follows a request through
 * the load balancer and the app), else a new UUID. Fastify puts it in every log line of the request.
 */
export const requestIdGenerator = (trustProxy: boolean | string[]) => (request: IncomingMessage) => {
  const sent = request.headers['x-request-id'];
  const trusted = trustProxy === true || (Array.isArray(trustProxy) && trustProxy.length > 0);
  return trusted && typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
};

/** Hands the id back, so a client or an operator can find the request's log lines. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
