// `npm run restore -- FILE [--force | --check]`: checks the backup whole, then restores it into an
// empty DATA_DIR or database (decision 051).
import { loadConfig } from '../config.ts';
import { failureMessage, restoreCommand } from '../features/backup/index.ts';

try {
  console.log(await restoreCommand(loadConfig(), process.argv.slice(2)));
} catch (error) {
  console.error(failureMessage('restore', error));
  process.exitCode = 1;
}
