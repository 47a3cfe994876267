import type { FastifyReply } from 'fastify';

/** A Location starting so is another site's address to a browser (`//evil.example/…`). */
const OTHER_SITE = /^\/[/\\]/;

/**
 * After a plain-HTML form: a 303 sends the browser on with a GET, so a reload does not post again,
 * and the address holds only the page's own parameters (never what was typed).
 */
export function seeOther(reply: FastifyReply, path: string, params: Record<string, string | undefined> = {}) {
  const url = new URL(path, 'http://shop.invalid');
  // Dot segments resolve into `//`: `/.//evil.example` is `//evil.example` by now.
  if (OTHER_SITE.test(url.pathname)) url.pathname = '/';
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return reply.redirect(`${url.pathname}${url.search}${url.hash}`, 303);
}
