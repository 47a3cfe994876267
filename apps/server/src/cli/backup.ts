// `npm run backup`: a compressed, checksummed backup into BACKUP_DIR, of PostgreSQL (pg_dump) or of
// the embedded database, taken by the running server without stopping it (decision 051).
import { loadConfig } from '../config.ts';
import { backupCommand, failureMessage } from '../features/backup/index.ts';

try {
  console.log(await backupCommand(loadConfig(), process.argv.slice(2)));
} catch (error) {
  console.error(failureMessage('backup', error));
  process.exitCode = 1;
}
