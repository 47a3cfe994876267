import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads `.env` from the folder the command was typed in (npm's INIT_CWD, else the working folder),
 * as `.env.example` promises. A variable already set in the environment wins over the file.
 */
export function loadEnvFile(folder = process.env.INIT_CWD ?? process.cwd()) {
  const path = join(folder, '.env');
  if (existsSync(path)) process.loadEnvFile(path);
}
