import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement on the event loop, and hands its lock from one waiting statement to the
 * next in the same turn: ten queued admin searches ran back to back while /api/health and the
 * catalogue's cached answers waited (223 answers a second). Here every statement waits for a turn of
 * the event loop of its own, so requests that need no database are answered between statements.
 */
export function takingTurns(client: PGlite) {
  let last: Promise<unknown> = Promise.resolve();
  /** Runs `statement` once those queued before it have run, in a turn of the event loop of its own. */
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const result = last.then(nextTurn).then(statement);
    last = result.catch(() => undefined);
    return result;
  };
  const turnTaking = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  // What drizzle calls: `query`, `exec` and `transaction` queue; the rest is PGlite's own, bound to
  // it (its private fields are not reachable through the proxy).
  const queued = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      return turnTaking.has(property)
        ? (...args: unknown[]) => inTurn(() => method(...args) as Promise<unknown>)
        : method;
    },
  });
  return { client: queued, inTurn };
}
