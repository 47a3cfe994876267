// Backups (decision 051): `npm run backup` / `npm run restore`, and the running server's side of a
// backup of the embedded database.
export { backupCommand } from './backup-command.ts';
export { restoreCommand } from './restore-command.ts';
export { failureMessage } from './command-result.ts';
export { serveLiveBackups } from './live-backup.ts';
