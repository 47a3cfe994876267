import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describeDataDir, foreignEntries, realFolder } from '../../db/data-dir.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { loadEmbeddedSnapshot } from '../../db/embedded.ts';
import { makeFolderOnDisk, syncToDisk, syncTreeToDisk } from '../../lib/sync-to-disk.ts';
import { fileTime } from './backup-file.ts';
import { RestoreRefusedError } from './errors.ts';

/**
 * Unpacks the backup into a folder next to DATA_DIR, opens it once, syncs it to the disk, and only
 * then puts it in place, syncing the folder above so that the new name outlasts a power cut too:
 * DATA_DIR is never half-restored. A non-empty DATA_DIR is refused, or with `force` moved aside
 * (renamed, never deleted). The folder is locked throughout, so a running server refuses it.
 */
export async function restoreEmbedded(setting: string, gzipped: Uint8Array, force: boolean) {
  // Through a symlink, the folder it points to is restored (where a server on either path opens it).
  const folder = realFolder(resolve(setting));
  const where = describeDataDir(setting, folder);
  const lock = await lockDataDir(setting, folder);
  try {
    if (existsSync(folder) && !statSync(folder).isDirectory())
      throw new RestoreRefusedError(`${where} is a file, not a folder: nothing was restored.`);
    const entries = existsSync(folder) ? foreignEntries(folder) : [];
    const stamp = fileTime(new Date());
    const aside = `${folder}.before-restore-${stamp}`;
    if (entries.length > 0 && !force) {
      throw new RestoreRefusedError(
        `${where} is not empty (${entries.length} files or folders): restore writes only into an empty or new folder, and nothing was changed. ` +
          `Point DATA_DIR at a new folder, or add --force to move this one aside to ${aside} first.`,
      );
    }
    const staging = `${folder}.restoring-${stamp}`;
    makeFolderOnDisk(dirname(folder));
    try {
      await loadEmbeddedSnapshot(staging, gunzipSync(gzipped));
      // Neither the unpacking nor PGlite syncs what it writes: all of it goes to the disk before
      // it takes DATA_DIR's name.
      syncTreeToDisk(staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    // Only our own files (or none) are left in an empty DATA_DIR; a full one is kept under a new name.
    if (entries.length > 0) renameSync(folder, aside);
    else rmSync(folder, { recursive: true, force: true });
    renameSync(staging, folder);
    syncToDisk(dirname(folder));
    return { movedAside: entries.length > 0 ? aside : undefined };
  } finally {
    await lock.release();
  }
}
