import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { makeFolderOnDisk, syncToDisk } from '../../lib/sync-to-disk.ts';
import { BadBackupError } from './errors.ts';

/**
 * A backup is one file: a first line naming the format and the SHA-256 of everything after it, a
 * line of JSON describing the backup, then the payload (a gzipped tar of the PGlite data folder, or
 * a pg_dump archive in custom format). The checksum covers the description too, so a changed byte
 * anywhere after the first line is caught, and the byte count tells a truncated file from an altered one.
 */
const MAGIC = 'CRANKWORKS-BACKUP/1';

export const backupKinds = ['pglite', 'postgres'] as const;
export type BackupKind = (typeof backupKinds)[number];

const descriptionSchema = z.object({
  kind: z.enum(backupKinds),
  createdAt: z.iso.datetime(),
  /** How many schema migrations the database had: a restored store migrates forward from there. */
  migrations: z.number().int().min(0),
  payloadBytes: z.number().int().min(0),
});
export type BackupDescription = z.infer<typeof descriptionSchema>;

const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** `2026-11-25T17-02-11Z`: a UTC time that sorts and fits in a file name. */
export const fileTime = (date: Date) => `${date.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;

/** `crankworks-2026-11-25T17-02-11Z.pglite.backup`: sorts by time, says what it holds. */
const fileNameFor = (kind: BackupKind, createdAt: Date, attempt: number) =>
  `crankworks-${fileTime(createdAt)}${attempt ? `-${attempt}` : ''}.${kind}.backup`;

/** Links `file` under the first free name for this backup: an existing backup is never replaced. */
function linkUnderFreeName(file: string, folder: string, kind: BackupKind, createdAt: Date) {
  for (let attempt = 0; ; attempt++) {
    const path = join(folder, fileNameFor(kind, createdAt, attempt));
    try {
      linkSync(file, path);
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Writes the backup into `directory` atomically (a temporary file, flushed, then linked under its
 * final name, which never replaces an existing backup), readable by its owner only. The folder is
 * synced after the link: until then a power cut could lose the name, and with it the backup.
 */
export function writeBackup(
  directory: string,
  kind: BackupKind,
  migrations: number,
  payload: Uint8Array,
  createdAt = new Date(),
) {
  const folder = resolve(directory);
  makeFolderOnDisk(folder, 0o700);
  const description: BackupDescription = {
    kind,
    createdAt: createdAt.toISOString(),
    migrations,
    payloadBytes: payload.byteLength,
  };
  const body = Buffer.from(`${JSON.stringify(description)}\n`);
  const head = Buffer.from(`${MAGIC} sha256=${sha256(body, payload)}\n`);
  const partial = join(folder, `.crankworks-backup-${process.pid}-${Date.now()}.partial`);
  const fd = openSync(partial, 'wx', 0o600);
  try {
    for (const part of [head, body, payload]) writeSync(fd, part);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  let path: string;
  try {
    path = linkUnderFreeName(partial, folder, kind, createdAt);
  } finally {
    rmSync(partial, { force: true });
  }
  syncToDisk(folder);
  return { path, bytes: head.length + body.length + payload.byteLength };
}

const lineEnd = (bytes: Buffer, from: number) => {
  const end = bytes.indexOf(0x0a, from);
  return end === -1 ? bytes.length : end;
};

/** Reads a backup and checks it whole; throws BadBackupError naming the problem. */
export function verifyBackup(name: string, bytes: Buffer) {
  const headEnd = lineEnd(bytes, 0);
  const head = /^CRANKWORKS-BACKUP\/1 sha256=([0-9a-f]{64})$/.exec(bytes.subarray(0, headEnd).toString());
  if (!head)
    throw new BadBackupError(`${name} is not a Crankworks backup (it does not begin with ${MAGIC}).`);
  const bodyEnd = lineEnd(bytes, headEnd + 1);
  if (bodyEnd === bytes.length) throw new BadBackupError(`${name} is truncated: it ends inside its header.`);
  let description: BackupDescription;
  try {
    description = descriptionSchema.parse(JSON.parse(bytes.subarray(headEnd + 1, bodyEnd).toString()));
  } catch {
    throw new BadBackupError(`${name} is damaged: its description line is not valid.`);
  }
  const payload = bytes.subarray(bodyEnd + 1);
  if (payload.length < description.payloadBytes) {
    throw new BadBackupError(
      `${name} is truncated: it holds ${payload.length} of the ${description.payloadBytes} bytes of data its header announces.`,
    );
  }
  if (payload.length > description.payloadBytes) {
    throw new BadBackupError(
      `${name} is damaged: it holds ${payload.length - description.payloadBytes} bytes more than its header announces.`,
    );
  }
  const found = sha256(bytes.subarray(headEnd + 1));
  if (found !== head[1]) {
    throw new BadBackupError(
      `${name} is damaged or altered: its SHA-256 checksum does not match (recorded ${head[1]!.slice(0, 12)}…, computed ${found.slice(0, 12)}…).`,
    );
  }
  return { description, payload };
}
