import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { realFolder } from '../../db/data-dir.ts';
import type { EmbeddedSnapshot } from '../../db/embedded.ts';
import { writeBackup } from './backup-file.ts';

const gzipAsync = promisify(gzip);

/**
 * Where the server that holds a data folder takes backup requests, named after the folder's real
 * path (a symlink to it reaches the same server): on Linux a name in the abstract namespace (like
 * the folder's lock, decision 006: no file to go stale, gone with the process), elsewhere a socket
 * file in the temporary folder that only its owner may open.
 */
function requestSocket(folder: string) {
  const name = `crankworks-backup-${createHash('sha256').update(realFolder(folder)).digest('hex').slice(0, 32)}`;
  return process.platform === 'linux' ? `\0${name}` : join(tmpdir(), `${name}.sock`);
}

export interface WrittenBackup {
  path: string;
  bytes: number;
}

/** Gzips a snapshot of the data folder and writes it as a backup. */
export async function writeEmbeddedBackup(directory: string, snapshot: EmbeddedSnapshot) {
  // zlib's thread pool does the compression: the event loop keeps serving meanwhile.
  const payload = await gzipAsync(snapshot.tar);
  return writeBackup(directory, 'pglite', snapshot.migrations, payload);
}

interface LiveBackupOptions {
  folder: string;
  backupDir: string;
  snapshot: () => Promise<EmbeddedSnapshot>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * The running server's side: on a `backup` line it writes a backup into its BACKUP_DIR and answers
 * one JSON line. The request chooses nothing (no path, no data comes back), so the worst a local
 * caller can do is have one more backup written where the operator keeps them. One at a time.
 */
export function serveLiveBackups({ folder, backupDir, snapshot, log }: LiveBackupOptions) {
  let queue: Promise<unknown> = Promise.resolve();
  const takeBackup = async () => {
    const startedAt = Date.now();
    const copied = await snapshot();
    // How long statements waited for the copy, and how long the whole backup took.
    const copyMs = Date.now() - startedAt;
    const written = await writeEmbeddedBackup(backupDir, copied);
    log.info(
      { bytes: written.bytes, copyMs, totalMs: Date.now() - startedAt },
      `backup written to ${written.path}`,
    );
    return written;
  };
  const server = createServer((socket) => {
    let request = '';
    // A caller that never sends its line is dropped; once it has, the backup takes what it takes.
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      if (request.includes('\n')) return;
      request += chunk.toString();
      if (!request.includes('\n')) return;
      socket.setTimeout(0);
      if (request.trim() !== 'backup')
        return void socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
      const result = queue.then(takeBackup);
      queue = result.catch(() => undefined);
      result.then(
        (written) => socket.end(`${JSON.stringify(written)}\n`),
        (error: Error) => {
          log.error({ err: { message: error.message } }, 'backup failed');
          socket.end(`${JSON.stringify({ error: error.message })}\n`);
        },
      );
    });
  });
  const path = requestSocket(folder);
  if (!path.startsWith('\0')) rmSync(path, { force: true });
  return new Promise<{ close(): Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      if (!path.startsWith('\0')) chmodSync(path, 0o600);
      server.unref();
      resolve({ close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/**
 * The command's side: asks the server holding `folder` for a backup. Null when none listens (no
 * server runs on that folder); otherwise what it wrote, or why it could not.
 */
export function askRunningServer(folder: string) {
  return new Promise<WrittenBackup | { error: string } | null>((resolve) => {
    const socket = connect(requestSocket(folder));
    let answer = '';
    socket.setTimeout(10 * 60_000, () => socket.destroy(new Error('no answer within 10 minutes')));
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        ['ECONNREFUSED', 'ENOENT'].includes(error.code ?? '')
          ? null
          : { error: `the running server did not answer (${error.code ?? error.message})` },
      ),
    );
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer) as WrittenBackup | { error: string });
      } catch {
        resolve({ error: 'the running server gave no readable answer' });
      }
    });
  });
}
