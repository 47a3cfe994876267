import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppRoute } from '@crankworks/contract';
import type { Config } from '../config.ts';
import { resolveSession } from '../features/auth/index.ts';
import { loadPageRenderer } from './page-render.ts';
import { allowInlineStyle } from './security-headers.ts';

/**
 * A page answered to a signed-in person may carry his e-mail, address and phone: no cache may keep
 * it, shared or not. Every page varies with the cookie, so a shared cache never hands a visitor's
 * page to someone signed in either.
 */
const PERSONAL = 'private, no-store';

function cacheControlFor(relativePath: string) {
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built React app: hashed assets are cached forever, index.html is revalidated every
 * time, and any other page path gets the app so client-side routes survive a reload (with 404
 * when it is none of the app's pages): the public pages rendered on the server when the web app's
 * server build exists (page-render.ts), the others as index.html. Unknown /api paths and missing files stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const root = resolve(config.WEB_DIST_DIR);
  if (existsSync(resolve(root, 'index.html'))) {
    // wildcard: false registers one route per file found at start-up; the catch-all below gets the rest.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes a Brotli and a gzip copy beside each script and style (apps/web's
      // precompress-assets.ts): sent as they are, smaller than compressing each response can afford.
      preCompressed: true,
      // Source maps are built for error reports, never handed out in production; the server
      // rendering build (dist/server) is the server's own code.
      allowedPath: (path) =>
        !path.startsWith('/server/') && (config.NODE_ENV !== 'production' || !path.endsWith('.map')),
      // The page route decides a page's own (index.html for a signed-in person is his, not shared).
      setHeaders(reply, path) {
        if (reply.hasHeader('cache-control')) return;
        reply.header(
          'cache-control',
          cacheControlFor(
            path
              .slice(root.length + 1)
              .split(sep)
              .join('/'),
          ),
        );
      },
    });
    const renderPage = await loadPageRenderer(app, root);
    app.get(
      '/*',
      { config: { publicCache: 'signed-out' }, schema: { hide: true } },
      async (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        if (isApiPath(path) || isFilePath(path)) return sendNotFound(request.method, path, reply);
        const page = renderPage && (await renderPage(request, reply));
        if (page && 'redirect' in page) return reply.redirect(page.redirect);
        reply
          .header('cache-control', (await resolveSession(request)) ? PERSONAL : 'no-cache')
          .header('vary', 'cookie');
        if (page?.styleHash) allowInlineStyle(reply, page.styleHash);
        if (page) return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
        // Unknown pages get the app too (it shows its not-found page), with the status that says so.
        return reply.code(isAppRoute(path) ? 200 : 404).sendFile('index.html');
      },
    );
  } else if (config.NODE_ENV !== 'test') {
    app.log.warn(
      `No built web app in ${root}: run "npm run build" (or "npx vite" in apps/web for hot reload on http://127.0.0.1:5173)`,
    );
  }

  app.setNotFoundHandler((request, reply) =>
    sendNotFound(request.method, request.url.split('?')[0] ?? '/', reply),
  );
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * A missing file (an old hashed chunk after a deploy, a mistyped image) must be a 404: answering
 * it with index.html would hand HTML to a script or image tag. Client routes have no extension.
 */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

function sendNotFound(method: string, path: string, reply: FastifyReply) {
  return reply.code(404).send({ message: `No such route: ${method} ${path}` });
}
