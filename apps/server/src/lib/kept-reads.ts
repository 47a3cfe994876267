/**
 * Values read from the database by key, kept `ttlMs` for the requests that follow. Requests that
 * arrive while a read is on its way share it (fifty orders a second would otherwise each read it again
 * when the value runs out). `clear()` forgets them all, reads on their way included: a change was
 * notified, and nothing read before it is answered to a request that arrives after it.
 */
export class KeptReads<Value> {
  private readonly kept = new Map<string, { value: Promise<Value>; readAt: number }>();

  constructor(
    private readonly ttlMs: number,
    /** Whether values may be kept now (the change feed is live); when not, every read goes to the database. */
    private readonly inUse: () => boolean = () => true,
    /** Most values kept; past it, all are forgotten (keys come from requests, so they are bounded here). */
    private readonly maxEntries = 1_000,
  ) {}

  read(key: string, load: () => Promise<Value>): Promise<Value> {
    if (!this.inUse()) return load();
    const kept = this.kept.get(key);
    if (kept && Date.now() - kept.readAt < this.ttlMs) return kept.value;
    if (this.kept.size >= this.maxEntries) this.kept.clear();
    const entry = { value: load(), readAt: Date.now() };
    this.kept.set(key, entry);
    // A failed read is not kept: the next request tries again.
    entry.value.catch(() => this.kept.get(key) === entry && this.kept.delete(key));
    return entry.value;
  }

  clear() {
    this.kept.clear();
  }
}
