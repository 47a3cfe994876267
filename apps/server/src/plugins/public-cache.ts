import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { PartCache } from '../features/products/index.ts';
import { acceptedEncoding } from '../lib/compression.ts';
import { ResponseCache, type CachedBody } from '../lib/response-cache.ts';

/** Stock in a cached list may be this old; every other catalogue change empties the cache at once. */
const CATALOG_TTL_MS = 1_000;

function send(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): Buffer | string {
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('content-type', entry.contentType);
  if (request.headers['if-none-match'] === entry.etag) {
    reply.code(304);
    return '';
  }
  const encoding = acceptedEncoding(request);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return entry.bodies[encoding];
}

/**
 * The public catalogue reads (product pages, a product, reviews) answered from memory (and the parts
 * orders read, `partCache`): serialised and
 * compressed once, with an ETag. The cache empties when a trigger notifies a change (from any process),
 * whenever the change feed may have missed one, and at once after this process's own catalogue writes.
 * Registered before compression, which leaves a body that already has an encoding alone.
 */
export function registerPublicCache(app: FastifyInstance, { db, changes }: Database) {
  const cache = new ResponseCache({ ttlMs: CATALOG_TTL_MS, maxEntries: 2_000 });
  const parts = new PartCache(db);
  app.decorate('catalogCache', cache);
  app.decorate('partCache', parts);
  const forget = () => {
    cache.clear();
    parts.clear();
  };
  const unsubscribe = changes.subscribe({
    changed: (channel) => channel === 'catalog_changed' && forget(),
    reset: forget,
  });
  app.addHook('onClose', async () => unsubscribe());

  const startedUnder = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.publicCache || request.method !== 'GET' || !changes.live) return;
    const hit = cache.get(request.url);
    if (hit) return reply.send(send(request, reply, hit));
    startedUnder.set(request, cache.generation);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const { config } = request.routeOptions;
    if (config.changesCatalog && reply.statusCode < 400) forget();
    const generation = startedUnder.get(request);
    if (generation === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry = cache.set(request.url, generation, Buffer.from(payload), contentType);
    return entry ? send(request, reply, entry) : payload;
  });
}
