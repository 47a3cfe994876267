import type { FastifyInstance } from 'fastify';

/** The largest form a page posts as plain HTML (the contact message is the longest field). */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Parses `application/x-www-form-urlencoded`, the encoding of a form posted as plain HTML, into its
 * fields (the last value of a repeated name). Scoped to the plugin that calls it: the API takes JSON.
 */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A posted form's fields; anything else (no body, JSON) reads as an empty form. */
export type FormFields = Record<string, string>;

export const formFields = (body: unknown): FormFields =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as FormFields) : {};
