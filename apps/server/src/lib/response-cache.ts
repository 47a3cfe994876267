import { createHash } from 'node:crypto';
import { compressBody, type Encoding } from './compression.ts';

/** A response body as served, compressed once when stored. */
export interface CachedBody {
  etag: string;
  /** Headers that belong to this body: its content type, and a page's own Content-Security-Policy. */
  headers: Record<string, string>;
  bodies: Record<Encoding, Buffer>;
  storedAt: number;
}

interface ResponseCacheOptions {
  /** How long an entry is served; changes that notify empty the cache sooner. */
  ttlMs: number;
  /** Most entries kept (searches make many keys); the oldest go first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Whole responses by request URL. `generation` moves on every `clear()`: a response worked out before
 * a change must not be stored after it, so callers pass the generation they started under.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  private current = 0;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get generation() {
    return this.current;
  }

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.options.ttlMs) return entry;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  /** Stores the body unless the cache was cleared since `generation`. */
  set(
    key: string,
    generation: number,
    body: Buffer,
    headers: Record<string, string>,
  ): CachedBody | undefined {
    if (generation !== this.current) return undefined;
    const entry: CachedBody = {
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      headers,
      bodies: { identity: body, br: compressBody.br(body), gzip: compressBody.gzip(body) },
      storedAt: this.now(),
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  clear() {
    this.current += 1;
    this.entries.clear();
  }
}
