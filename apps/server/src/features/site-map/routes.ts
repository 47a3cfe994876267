import type { FastifyPluginAsync } from 'fastify';
import { categoryPagePaths, productPagePaths, PUBLIC_PAGES, robotsTxt, sitemapXml } from './site-map.ts';

/**
 * /robots.txt and /sitemap.xml for search engines, with absolute URLs on the public origin
 * (PUBLIC_URL). The sitemap lists every part, so it is kept in the catalogue cache and emptied
 * with it when a part is added or removed.
 */
export const siteMapRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.deps.config.publicUrl.replace(/\/+$/, '');
  const { db } = app.deps.database;
  const robots = robotsTxt(origin);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );

  app.get(
    '/sitemap.xml',
    { config: { publicCache: true }, schema: { hide: true } },
    async (_request, reply) => {
      const paths = [...PUBLIC_PAGES, ...(await categoryPagePaths(db)), ...(await productPagePaths(db))];
      return reply
        .header('cache-control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(origin, paths));
    },
  );
};
