import { StartupError } from '../lib/startup-error.ts';

/**
 * Prints why the process could not start: one line an operator can act on. The stack of an
 * unexpected error is printed only when LOG_LEVEL asks for detail.
 */
export function reportStartupFailure(error: unknown) {
  if (error instanceof StartupError) {
    console.error(error.message);
    return;
  }
  const detailed = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  if (detailed) console.error(error);
  else {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Crankworks could not start: ${message.split('\n')[0]} (set LOG_LEVEL=debug for details)`);
  }
}
