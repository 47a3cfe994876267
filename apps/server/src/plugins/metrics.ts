import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { unauthorized } from '../lib/errors.ts';
import { httpRequestDuration, metricsRegistry, watchPool } from '../lib/metrics.ts';

/**
 * Prometheus metrics at /metrics. Open outside production; in production only with METRICS_TOKEN
 * (sent as `Authorization: Bearer`), and absent (404) without one.
 */
export function registerMetrics(app: FastifyInstance, config: Config, database: Database) {
  watchPool(database.poolStats);
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        // The route pattern, never the raw URL: ids and e-mails stay out, label values stay few.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });

  const token = config.METRICS_TOKEN;
  if (config.NODE_ENV === 'production' && !token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && request.headers.authorization !== `Bearer ${token}`)
      throw unauthorized('A metrics token is required');
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
