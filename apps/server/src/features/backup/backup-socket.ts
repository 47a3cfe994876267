import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realFolder } from '../../db/data-dir.ts';

/**
 * Where the server that holds a data folder takes backup requests, named after the folder's real path
 * (a symlink to it reaches the same server): a socket file in a folder of the temporary directory that
 * only the shop's user may enter. The kernel checks that folder's mode when another local user
 * connects, which gives what checking the caller's uid would (SO_PEERCRED, which Node does not offer);
 * the abstract socket used before has no permissions and took requests from any user.
 */
export function backupSocket(folder: string) {
  const name = createHash('sha256').update(realFolder(folder)).digest('hex').slice(0, 32);
  const directory = join(tmpdir(), `crankworks-backup-${name}`);
  return { directory, path: join(directory, 'request.sock') };
}

const anotherUsers = (directory: string) =>
  `${directory} belongs to another user: remove it, then restart the shop`;

/**
 * The server's side: the socket's folder, made or found as this user's own, mode 0700. Another user
 * may have made one of that name first (the temporary directory is everyone's): it is not used then.
 */
export function claimSocketFolder(directory: string) {
  try {
    mkdirSync(directory, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const found = lstatSync(directory);
  if (!found.isDirectory() || found.uid !== process.getuid?.()) throw new Error(anotherUsers(directory));
  if ((found.mode & 0o077) !== 0) chmodSync(directory, 0o700);
}

const ownerOf = (path: string) => {
  try {
    return statSync(path).uid;
  } catch {
    return undefined;
  }
};

/**
 * The command's side: why the socket's folder is not to be trusted, or null. A socket in a folder of
 * neither the data folder's owner nor this user's could be anyone's, answering anything.
 */
export function untrustedSocketFolder(directory: string, folder: string): string | null {
  let found;
  try {
    found = lstatSync(directory);
  } catch {
    return null;
  }
  const trusted = [process.getuid?.(), ownerOf(realFolder(folder))];
  return found.isDirectory() && trusted.includes(found.uid) ? null : anotherUsers(directory);
}
