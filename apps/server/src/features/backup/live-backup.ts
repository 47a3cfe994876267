import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { EmbeddedSnapshot } from '../../db/embedded.ts';
import { writeBackup } from './backup-file.ts';
import { backupSocket, claimSocketFolder, untrustedSocketFolder } from './backup-socket.ts';

const gzipAsync = promisify(gzip);

/** The refusal of a second request while a backup is being written: one at a time. */
const BUSY = 'another backup is being written right now: try again once it has finished';

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
 * one JSON line. The request chooses nothing (no path, no data comes back), only the shop's own user
 * can reach the socket, and a request that comes while a backup is being written is refused, so no
 * caller can stack up copies of the database.
 */
export function serveLiveBackups({ folder, backupDir, snapshot, log }: LiveBackupOptions) {
  let busy = false;
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
      if (busy) return void socket.end(`${JSON.stringify({ error: BUSY })}\n`);
      busy = true;
      takeBackup()
        .then(
          (written) => socket.end(`${JSON.stringify(written)}\n`),
          (error: Error) => {
            log.error({ err: { message: error.message } }, 'backup failed');
            socket.end(`${JSON.stringify({ error: error.message })}\n`);
          },
        )
        .finally(() => (busy = false));
    });
  });
  const { directory, path } = backupSocket(folder);
  return new Promise<{ close(): Promise<void> }>((resolve, reject) => {
    claimSocketFolder(directory);
    // A socket file left by a server that was killed: this process holds the folder's lock now.
    rmSync(path, { force: true });
    server.once('error', reject);
    server.listen(path, () => {
      chmodSync(path, 0o600);
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
    const { directory, path } = backupSocket(folder);
    const untrusted = untrustedSocketFolder(directory, folder);
    if (untrusted) return resolve({ error: untrusted });
    const socket = connect(path);
    let answer = '';
    socket.setTimeout(10 * 60_000, () => socket.destroy(new Error('no answer within 10 minutes')));
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        ['ECONNREFUSED', 'ENOENT'].includes(error.code ?? '')
          ? null
          : error.code === 'EACCES'
            ? {
                error:
                  'only the user the shop runs as may ask it for a backup: run npm run backup as that user',
              }
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
