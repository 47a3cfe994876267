import type { FastifyInstance } from 'fastify';
import { loggableError } from './loggable-error.ts';

/**
 * Work a request leaves for after its answer has gone, started once the event loop has sent it. The
 * app's close waits for whatever is still running, so a drain (SIGTERM) finishes it as it finishes
 * the requests in flight.
 */
export function workAfterAnswers(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (what: string, work: () => Promise<unknown>) => {
    const done: Promise<void> = new Promise((started) => setImmediate(started))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: loggableError(error) }, `${what} failed after its answer`),
      )
      .finally(() => running.delete(done));
    running.add(done);
  };
}
