import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the process is in its life: serving, or draining after SIGTERM. */
export interface Lifecycle {
  draining: boolean;
  /** Requests received and not yet answered. */
  readonly inFlight: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Counts requests in flight and, while draining, asks every client to close its connection after
 * the answer (`Connection: close`), so keep-alive connections end by themselves instead of being cut.
 */
export function registerLifecycle(app: FastifyInstance) {
  const open = new Set<FastifyRequest>();
  const lifecycle: Lifecycle = {
    draining: false,
    get inFlight() {
      return open.size;
    },
  };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onRequest', async (request) => {
    open.add(request);
  });
  // Answered, or given up by its client: either way no longer in flight (a Set counts each once).
  app.addHook('onResponse', async (request) => {
    open.delete(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    open.delete(request);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
}
