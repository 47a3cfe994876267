import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { KeptShippingTerms } from '../features/orders/index.ts';
import { CatalogueSize, CatalogueWords, FacetCounts, PartCache } from '../features/products/index.ts';
import { acceptedEncoding } from '../lib/compression.ts';
import { KeptReads } from '../lib/kept-reads.ts';
import { ResponseCache, type CachedBody } from '../lib/response-cache.ts';

/** Stock in a cached list may be this old; every other catalogue change empties the cache at once. */
const CATALOG_TTL_MS = 1_000;

/** Whether an answer may differ with the visitor's cookie (a page), besides the encoding. */
type Varies = 'accept-encoding' | 'accept-encoding, cookie';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  vary: Varies,
): Buffer | string {
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', vary)
    .headers(entry.headers);
  if (request.headers['if-none-match'] === entry.etag) {
    reply.code(304);
    return '';
  }
  const encoding = acceptedEncoding(request);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return entry.bodies[encoding];
}

/**
 * The public catalogue reads (product pages, a product, reviews) answered from memory, serialised and
 * compressed once, with an ETag; so are the public pages rendered for visitors without a cookie, which
 * show nothing but the catalogue and fixed text (decision 042). Beside them, the catalogue's words,
 * size and filters' counts (`catalogueWords`, `catalogueSize`, `facetCounts`) and what orders read: the parts (`partCache`) and the shipping terms they are
 * charged by (`shippingTermsCache`). The caches empty when a trigger notifies a change (from any
 * process), whenever the change feed may have missed one, and at once after this process's own writes
 * to the catalogue, the shipping zones or the seller.
 * Registered before compression, which leaves a body that already has an encoding alone.
 */
export function registerPublicCache(app: FastifyInstance, { db, changes }: Database) {
  const cache = new ResponseCache({ ttlMs: CATALOG_TTL_MS, maxEntries: 2_000 });
  // A page weighs some 30 KB in each of three encodings: fewer of them.
  const pages = new ResponseCache({ ttlMs: CATALOG_TTL_MS, maxEntries: 200 });
  const parts = new PartCache(db, () => changes.live);
  const catalogueWords = new CatalogueWords(db, () => changes.live);
  const catalogueSize = new CatalogueSize(db, () => changes.live);
  const facetCounts = new FacetCounts(db, catalogueWords, () => changes.live);
  const shippingTerms: KeptShippingTerms = new KeptReads(CATALOG_TTL_MS, () => changes.live);
  app.decorate('catalogCache', cache);
  app.decorate('partCache', parts);
  app.decorate('catalogueWords', catalogueWords);
  app.decorate('catalogueSize', catalogueSize);
  app.decorate('facetCounts', facetCounts);
  app.decorate('shippingTermsCache', shippingTerms);
  const forget = () => {
    cache.clear();
    pages.clear();
    parts.clear();
    catalogueWords.clear();
    catalogueSize.clear();
    facetCounts.clear();
    shippingTerms.clear();
  };
  const unsubscribe = changes.subscribe({
    changed: (channel) => channel === 'catalog_changed' && forget(),
    reset: forget,
  });
  app.addHook('onClose', async () => unsubscribe());

  /** The cache that may answer this request, and what its answer varies with; none if no cache may. */
  const cacheFor = (request: FastifyRequest) => {
    const { publicCache } = request.routeOptions.config;
    if (!publicCache || request.method !== 'GET' || !changes.live) return undefined;
    if (publicCache === true) return { store: cache, vary: 'accept-encoding' as const };
    return request.headers.cookie === undefined
      ? { store: pages, vary: 'accept-encoding, cookie' as const }
      : undefined;
  };

  const startedUnder = new WeakMap<
    FastifyRequest,
    { generation: number; vary: Varies; store: ResponseCache }
  >();
  app.addHook('onRequest', async (request, reply) => {
    const chosen = cacheFor(request);
    if (!chosen) return;
    const hit = chosen.store.get(request.url);
    if (hit) return reply.send(send(request, reply, hit, chosen.vary));
    startedUnder.set(request, { ...chosen, generation: chosen.store.generation });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const { config } = request.routeOptions;
    if (config.changesCatalog && reply.statusCode < 400) forget();
    const started = startedUnder.get(request);
    // An answer that sets a cookie is one visitor's own.
    if (!started || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie'))
      return payload;
    const headers: Record<string, string> = {
      'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    };
    // A rendered page's policy names the hash of the styles inlined in it (decision 057).
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') headers['content-security-policy'] = policy;
    const entry = started.store.set(request.url, started.generation, Buffer.from(payload), headers);
    return entry ? send(request, reply, entry, started.vary) : payload;
  });
}
