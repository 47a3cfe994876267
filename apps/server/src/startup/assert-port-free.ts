import { createServer } from 'node:net';
import { StartupError } from '../lib/startup-error.ts';

const reasons: Record<string, string> = {
  EADDRINUSE: 'is already in use by another program (another Crankworks?); stop it or choose another PORT',
  EADDRNOTAVAIL: 'is not an address of this machine; choose another HOST',
  EACCES: 'needs privileges this process does not have (ports below 1024); choose another PORT',
  ENOTFOUND: 'names a host this machine cannot resolve; choose another HOST',
};

/**
 * Binds HOST:PORT for a moment before anything opens the database, so a busy or impossible address
 * stops start-up with one line instead of after migrations, seeding and a lock on the data folder.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const reason = reasons[error.code ?? ''] ?? `cannot be listened on (${error.code ?? error.message})`;
      reject(new StartupError(`HOST=${host} PORT=${port}: the address ${reason}.`));
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
