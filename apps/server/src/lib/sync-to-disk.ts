import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * fsync(2) of a file, or of a folder: a folder's own data is its names, so a file linked, renamed
 * or removed in it is on the disk only once the folder is synced too.
 */
export function syncToDisk(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Syncs every file and folder under `folder`, then the folder itself. */
export function syncTreeToDisk(folder: string) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) syncTreeToDisk(path);
    else if (entry.isFile()) syncToDisk(path);
  }
  syncToDisk(folder);
}

/** `mkdir -p`, with the name of each folder it makes synced in the folder above it. */
export function makeFolderOnDisk(folder: string, mode?: number) {
  const target = resolve(folder);
  const first = mkdirSync(target, { recursive: true, mode });
  if (!first) return;
  for (let made = target; ; made = dirname(made)) {
    syncToDisk(dirname(made));
    if (made === first) return;
  }
}
