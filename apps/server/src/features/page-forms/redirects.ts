import type { FastifyReply } from 'fastify';

/**
 * After a plain-HTML form: a 303 sends the browser on with a GET, so a reload does not post again,
 * and the address holds only the page's own parameters (never what was typed).
 */
export function seeOther(reply: FastifyReply, path: string, params: Record<string, string | undefined> = {}) {
  const url = new URL(path, 'http://shop.invalid');
  // Dot segments resolve into `//` (`/.//evil.example`), another site's address to a browser.
  if (url.pathname.startsWith('//')) url.pathname = '/';
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return reply.redirect(`${url.pathname}${url.search}${url.hash}`, 303);
}
