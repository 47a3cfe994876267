import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, healthSchema } from '@crankworks/contract';

/** Liveness (the process answers) and readiness (not shutting down, the database answers) for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['ops'], response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { tags: ['ops'], response: { 200: healthSchema, 503: apiErrorSchema } } },
    async (_request, reply) => {
      if (app.draining) return reply.code(503).send({ message: 'This node is shutting down' });
      if (app.writeHealth.failing())
        return reply
          .code(503)
          .send({ message: 'The database cannot write: its storage is full or read-only' });
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        app.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({ message: 'The database does not answer' });
      }
    },
  );
};
