// `npm run admin -- <email>`. On PostgreSQL it works while the shop runs (roles are read on every
// request). The embedded database belongs to one process: while the server holds it, this refuses.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { makeAdminCommand } from '../features/users/index.ts';
import { reportStartupFailure } from '../startup/report-failure.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const { exitCode, message } = await makeAdminCommand(database.db, process.argv.slice(2));
    (exitCode === 0 ? console.log : console.error)(message);
    process.exitCode = exitCode;
  } finally {
    await database.close();
  }
} catch (error) {
  reportStartupFailure(error);
  if (error instanceof DataDirInUseError) {
    console.error('Stop the server first, or make the user an admin from the dashboard (All Users).');
  }
  process.exitCode = 1;
}
