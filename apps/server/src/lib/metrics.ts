import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics, defined once per process (tests build many apps in one).
 * Served at /metrics by plugins/metrics.ts.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const ordersPlaced = new Counter({
  name: 'crankworks_orders_placed_total',
  help: 'Orders placed',
  registers: [metricsRegistry],
});

export const payments = new Counter({
  name: 'crankworks_payments_total',
  help: 'Card payments by outcome: paid (order marked paid), declined (card refused), canceled (with its order)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Connections of the PostgreSQL pool; read at scrape time from whichever pool the app registered. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
let readPool: (() => PoolStats) | undefined;
export const watchPool = (read: (() => PoolStats) | undefined) => {
  readPool = read;
};

new Gauge({
  name: 'crankworks_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const stats = readPool?.();
    if (!stats) return;
    for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
  },
});
