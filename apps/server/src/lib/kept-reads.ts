/**
 * Values read from the database by key, kept `ttlMs` for the requests that follow. `clear()` forgets
 * them all (a change was notified); a read that began before a clear is answered but not kept, so a
 * value from before a change never outlives it.
 */
export class KeptReads<Value> {
  private readonly kept = new Map<string, { value: Value; readAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    /** Most values kept; past it, all are forgotten (keys come from requests, so they are bounded here). */
    private readonly maxEntries = 1_000,
  ) {}

  async read(key: string, load: () => Promise<Value>): Promise<Value> {
    const kept = this.kept.get(key);
    if (kept && Date.now() - kept.readAt < this.ttlMs) return kept.value;
    const startedUnder = this.generation;
    const readAt = Date.now();
    const value = await load();
    if (startedUnder === this.generation) {
      if (this.kept.size >= this.maxEntries) this.kept.clear();
      this.kept.set(key, { value, readAt });
    }
    return value;
  }

  clear() {
    this.generation += 1;
    this.kept.clear();
  }
}
