import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on at this moment (the system chooses it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The port in the environment variable `name`, or a free one written there first: the processes this
 * one starts afterwards (Playwright's workers, which load the same modules) inherit the variable and
 * so agree on the port.
 */
export async function sharedFreePort(name: string): Promise<number> {
  process.env[name] ||= String(await freePort());
  return Number(process.env[name]);
}
