// `npm run admin -- <email>`. With the embedded database, stop the server first: PGlite's files
// belong to one process at a time.
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { makeAdminCommand } from '../features/users/make-admin-command.ts';

// npm runs workspace scripts inside apps/server; relative settings (DATA_DIR=./data) mean the folder
// the command was typed in, as they do for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

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
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
