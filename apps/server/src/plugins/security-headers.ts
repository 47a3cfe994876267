import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start-up: @fastify/helmet built a new helmet (and its CSP
 * string) for every request, which cost more than half of a bare route's time. Our options have no
 * per-request parts (no nonces), so every response gets the same headers.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Sets the precomputed headers on every response, errors and 404s included. The router's own
 * refusals run no hooks: they take the headers from `app.securityHeaders` (plugins/error-handler.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Lets one inline `<style>` element apply on this response, by the hash of its text (a rendered
 * page's own styles, decision 057): the policy still refuses any other inline style.
 */
export function allowInlineStyle(reply: FastifyReply, hash: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(
      /(^|;)style-src ([^;]*)/,
      (_, start: string, sources: string) => `${start}style-src ${sources} ${hash}`,
    ),
  );
}
