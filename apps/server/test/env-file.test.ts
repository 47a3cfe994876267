import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, repoRoot, startServer, waitForHealth, type ServerProcess } from './server-process.ts';

const envFilePreload = join(repoRoot, 'scripts/env-file.mjs');

let folder: string;
let server: ServerProcess | undefined;
afterEach(() => {
  server?.child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** A folder to run the server in, holding this `.env`; `--import tsx` resolves from it as from the repository. */
function projectFolder(envFile: string) {
  folder = mkdtempSync(join(tmpdir(), 'crankworks-env-file-'));
  symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
  writeFileSync(join(folder, '.env'), envFile);
  return folder;
}

describe('.env', () => {
  it(
    'is read by the commands that start the shop, from the folder they run in; the environment wins over it',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const cwd = projectFolder(`PORT=${port}\nDATA_DIR=./from-env-file\nLOG_LEVEL=not-a-level\n`);
      // LOG_LEVEL=warn from the environment (the test server's) wins over the file's bad value.
      server = startServer({}, { cwd, nodeArgs: ['--import', envFilePreload] });
      await waitForHealth(`http://127.0.0.1:${port}`, server);
      expect(existsSync(join(cwd, 'from-env-file', 'PG_VERSION'))).toBe(true);

      const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      };
      for (const command of ['start', 'dev', 'cluster', 'admin'])
        expect(scripts[command], command).toContain('--import ./scripts/env-file.mjs');
    },
  );

  it(
    'is never read by the server itself, so tests, the bench and cluster nodes run on the environment they are given',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const cwd = projectFolder(`DATA_DIR=./from-env-file\n`);
      server = startServer({ PORT: String(port), INIT_CWD: cwd }, { cwd });
      await waitForHealth(`http://127.0.0.1:${port}`, server);
      expect(existsSync(join(cwd, 'data', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(cwd, 'from-env-file'))).toBe(false);
    },
  );
});
