import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { requestRate } from '../db/schema/index.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit on the shop's database, so that behind a load balancer every node
 * counts the same requests (its default store is each process's memory). One statement per request:
 * count up, or start a new window once the old one has passed.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    // The plugin passes its options first; children are scoped to their route.
    constructor(
      _options?: object,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindowMs: number) {
      const window = sql`${timeWindowMs} * interval '1 millisecond'`;
      const expired = sql`${requestRate.resetsAt} <= now()`;
      db.insert(requestRate)
        .values({ key: `${this.scope}|${key}`, count: 1, resetsAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: requestRate.key,
          set: {
            count: sql`case when ${expired} then 1 else ${requestRate.count} + 1 end`,
            resetsAt: sql`case when ${expired} then now() + ${window} else ${requestRate.resetsAt} end`,
          },
        })
        .returning({
          current: requestRate.count,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${requestRate.resetsAt} - now()) * 1000))::int`,
        })
        .then(([row]) => callback(null, row ?? { current: 1, ttl: timeWindowMs }))
        .catch((error: Error) => callback(error));
    }

    // The plugin hands over a route's merged limit options, the route itself under `routeInfo` (its
    // types say the route's options): each route counts apart. Read off the options' top level, every
    // route shared one "undefined undefined" count, and a page form's post counted twice.
    child(limits: object) {
      const { routeInfo } = limits as { routeInfo?: { method?: string | string[]; url?: string } };
      return new DatabaseRateLimitStore(undefined, `${String(routeInfo?.method)} ${routeInfo?.url}`);
    }
  };
}
