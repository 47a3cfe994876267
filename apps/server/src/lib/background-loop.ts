import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loggableError } from './loggable-error.ts';

export interface BackgroundLoopOptions {
  /** Does one piece of work; answers whether there was one (the loop goes on at once if so). */
  step: () => Promise<boolean>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Logged, with the error, when a step throws (the database or a mail server being away). */
  failure: string;
}

/**
 * A background job: does every piece of work there is, then looks again after `pollMs`. A failed
 * step is logged and the loop goes on. The answer is `stop`, which waits for the piece in hand.
 */
export function startBackgroundLoop({ step, pollMs, log, failure }: BackgroundLoopOptions) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round = Promise.resolve();
  const run = async () => {
    try {
      while (!stopped && (await step()));
    } catch (error) {
      log.warn({ err: loggableError(error) }, failure);
    }
    if (!stopped) timer = setTimeout(() => (round = run()), pollMs);
  };
  round = run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}

/** Starts a loop (its `start` answers its `stop`) once the app is ready and stops it when the app closes. */
export function runWhileUp(app: FastifyInstance, start: () => () => Promise<void>) {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = start();
  });
  app.addHook('onClose', async () => stop?.());
}
