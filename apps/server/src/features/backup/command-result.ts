import { StartupError } from '../../lib/startup-error.ts';
import { BadBackupError, CommandError, PostgresToolError, RestoreRefusedError } from './errors.ts';

export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const expected = [CommandError, BadBackupError, RestoreRefusedError, PostgresToolError, StartupError];

/**
 * The one line a failed backup or restore prints: the message of an expected problem as it is; for
 * anything else its first line, with the stack only when LOG_LEVEL asks for detail.
 */
export function failureMessage(command: string, error: unknown) {
  if (expected.some((kind) => error instanceof kind)) return (error as Error).message;
  if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? ''))
    return String((error as Error).stack ?? error);
  const message = error instanceof Error ? error.message : String(error);
  return `${command} failed: ${message.split('\n')[0]} (set LOG_LEVEL=debug for details)`;
}
