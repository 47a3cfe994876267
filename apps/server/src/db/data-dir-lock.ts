import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { StartupError } from '../lib/startup-error.ts';
import { describeDataDir, realFolder } from './data-dir.ts';

/** Another process already has this data folder open. */
export class DataDirInUseError extends StartupError {}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * The lock is a listening Unix socket named after the folder's real path, so a symlink to it takes
 * the same lock. On Linux it lives in the abstract namespace: the kernel frees it the instant its
 * process dies (even by `kill -9`), and only one process can bind the name, so there is no stale
 * lock and no race. Elsewhere it is a socket file in the folder, replaced when nobody answers on it.
 */
function socketPath(folder: string) {
  if (process.platform === 'linux') {
    return `\0crankworks-data-${createHash('sha256').update(realFolder(folder)).digest('hex').slice(0, 32)}`;
  }
  return join(folder, '.crankworks.sock');
}

/** Whoever holds the lock answers a connection with this line. */
const holderDescription = () => `process ${process.pid} (${process.argv.slice(1).join(' ')})`;

function askHolder(path: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(path);
    let answer = '';
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer || 'another process'));
    socket.on('error', () => resolve(null));
  });
}

function listen(server: Server, path: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    server.once('error', (error) => resolve(error));
    server.listen(path, () => resolve(null));
  });
}

/** Takes the folder for this process, or throws naming the process that has it. */
export async function lockDataDir(setting: string, folder: string): Promise<DataDirLock> {
  const path = socketPath(folder);
  const server = createServer((socket) => socket.end(holderDescription()));
  let error = await listen(server, path);
  if (error?.code === 'EADDRINUSE') {
    const holder = await askHolder(path);
    if (holder) {
      throw new DataDirInUseError(
        `${describeDataDir(setting, folder)} is in use by ${holder}: one data folder belongs to one process.`,
      );
    }
    // A socket file left by a process that died (not on Linux, where the name vanishes with it).
    rmSync(path, { force: true });
    error = await listen(server, path);
  }
  if (error)
    throw new StartupError(`${describeDataDir(setting, folder)} could not be locked (${error.code}).`);
  server.unref();
  return { release: () => new Promise((resolve) => server.close(() => resolve())) };
}
