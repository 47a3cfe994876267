import { describe, expect, it, vi } from 'vitest';
import { KeptReads } from './kept-reads.ts';

/** A read that answers when the test says so, counting how often it was started. */
function controlledRead() {
  const started: ((value: string) => void)[] = [];
  const load = () => new Promise<string>((resolve) => started.push(resolve));
  return { load, started };
}

describe('kept reads', () => {
  it('share one read among the requests that arrive while it is on its way, then keep its value', async () => {
    const kept = new KeptReads<string>(1_000);
    const { load, started } = controlledRead();
    const first = kept.read('method', load);
    const second = kept.read('method', load);
    expect(started).toHaveLength(1);
    started[0]!('Standard');
    expect(await Promise.all([first, second])).toEqual(['Standard', 'Standard']);
    expect(await kept.read('method', load)).toBe('Standard');
    expect(started).toHaveLength(1);
  });

  it('read again once the value is older than its time, or after a clear, even mid-read', async () => {
    vi.useFakeTimers();
    try {
      const kept = new KeptReads<string>(1_000);
      const { load, started } = controlledRead();
      const before = kept.read('method', load);
      kept.clear();
      const after = kept.read('method', load);
      expect(started).toHaveLength(2);
      started[0]!('old rate');
      started[1]!('new rate');
      expect([await before, await after]).toEqual(['old rate', 'new rate']);
      expect(await kept.read('method', load)).toBe('new rate');

      vi.advanceTimersByTime(1_000);
      void kept.read('method', load);
      expect(started).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('read from the database every time while they may not be kept (the change feed is down)', async () => {
    let live = false;
    const kept = new KeptReads<string>(1_000, () => live);
    const { load, started } = controlledRead();
    void kept.read('method', load);
    void kept.read('method', load);
    expect(started).toHaveLength(2);
    live = true;
    void kept.read('method', load);
    void kept.read('method', load);
    expect(started).toHaveLength(3);
  });

  it('do not keep a read that failed', async () => {
    const kept = new KeptReads<string>(1_000);
    await expect(kept.read('method', () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
    expect(await kept.read('method', async () => 'Standard')).toBe('Standard');
  });
});
