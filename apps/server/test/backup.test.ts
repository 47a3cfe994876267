import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { demoLogins } from '../src/features/auth/demo-accounts.ts';
import { scratchDatabase } from './scratch-database.ts';
import {
  exitOf,
  freePort,
  repoRoot,
  serverEnv,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './server-process.ts';
import { demoCustomer, postJson } from './shop-client.ts';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const firstRelease = fileURLToPath(new URL('./fixtures/first-release-migrations', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const folder = (label: string) => {
  const path = mkdtempSync(join(tmpdir(), `crankworks-backup-${label}-`));
  cleanups.push(() => rmSync(path, { recursive: true, force: true }));
  return path;
};

/** `npm run backup` / `npm run restore` as the runbook types them, without blocking this process's requests. */
function run(command: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const child = spawn('npm', ['run', '--silent', command, '--', ...args], {
    cwd: repoRoot,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return exitOf(child).then((status) => ({ status, stdout, stderr }));
}

const writtenPath = (stdout: string) => /: (\/\S+\.backup) \(/.exec(stdout)?.[1];

async function startShop(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = startServer({ PORT: String(port), DEMO: 'true', ...env });
  cleanups.push(() => server.child.kill('SIGKILL'));
  await waitForHealth(base, server, '/api/ready');
  return { base, server, stop: () => (server.child.kill('SIGTERM'), exitOf(server.child)) };
}

/** Catalogue reads in a loop until `stop()`: the shop must answer every one while the backup runs. */
function readTraffic(base: string) {
  const statuses: (number | string)[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      statuses.push(
        await fetch(`${base}/api/products`)
          .then(async (response) => (await response.arrayBuffer(), response.status))
          .catch((error: Error) => error.message),
      );
    }
  })();
  return {
    statuses,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/**
 * Orders (some paid) placed, a backup taken while the shop serves, more orders placed, the backup
 * restored into a fresh place and a shop started on it: exactly the orders from before the backup.
 */
async function roundTrip(original: Record<string, string>, restored: Record<string, string>) {
  const shop = await startShop(original);
  const customer = await demoCustomer(shop.base);
  await customer.order(true);
  await customer.order(false);
  await customer.order(true);
  const before = await customer.orders();

  const traffic = readTraffic(shop.base);
  const startedAt = Date.now();
  const backup = await run('backup', original);
  const seconds = (Date.now() - startedAt) / 1000;
  await traffic.stop();
  console.info(
    `backup in ${seconds.toFixed(1)} s (command included) while the shop answered ${traffic.statuses.length} catalogue reads`,
  );
  expect(backup.status, backup.stderr).toBe(0);
  expect(traffic.statuses.length).toBeGreaterThan(0);
  expect(traffic.statuses.every((status) => status === 200)).toBe(true);
  const file = writtenPath(backup.stdout)!;
  expect(file, backup.stdout).toMatch(
    /crankworks-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?\.(pglite|postgres)\.backup$/,
  );

  const after = [await customer.order(true), await customer.order(false)];
  if (original.DATA_DIR) {
    // The folder a server holds is never restored over, not even with --force.
    const refused = await run('restore', original, [file, '--force']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is in use by process');
  }
  await shop.stop();

  const restore = await run('restore', restored, [file]);
  expect(restore.status, restore.stderr).toBe(0);
  expect(restore.stdout).toContain('Restored');
  const copy = await startShop(restored);
  const restoredOrders = await (await demoCustomer(copy.base)).orders();
  await copy.stop();

  expect(restoredOrders).toEqual(before);
  expect(restoredOrders.filter((order) => order.paid)).toHaveLength(
    before.filter((order) => order.paid).length,
  );
  expect(restoredOrders.map((order) => order._id)).not.toContain(after[0]);
  return { file, before };
}

// CI's second pass (TEST_DATABASE_URL set) runs the PostgreSQL backup alone: the embedded one ran in the first.
describe.skipIf(testDatabaseUrl)('backups of the embedded database', () => {
  let dataDir: string;
  let backupDir: string;

  it(
    'are taken by the running shop while it serves, and restore exactly the orders before them',
    { timeout: 90_000 },
    async () => {
      dataDir = join(folder('data'), 'data');
      backupDir = folder('files');
      const { before } = await roundTrip(
        { DATA_DIR: dataDir, BACKUP_DIR: backupDir },
        { DATA_DIR: join(folder('restored'), 'data') },
      );
      expect(before.filter((order) => order.paid).length).toBeGreaterThanOrEqual(2);
    },
  );

  it(
    'refuse a truncated or altered file and a non-empty folder, changing nothing; --force keeps the old folder',
    { timeout: 60_000 },
    async () => {
      // No server runs on the folder now: the command opens it itself.
      const backup = await run('backup', { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('no server was running');
      const file = writtenPath(backup.stdout)!;
      const check = await run('restore', { DATA_DIR: dataDir }, [file, '--check']);
      expect(check.stdout).toContain('complete, checksum verified');
      // After its two header lines, the backup is a gzipped tar that GNU tar lists (docs/operations.md).
      const listed = spawnSync('sh', ['-c', 'tail -n +3 "$0" | tar -tz', file], { encoding: 'utf8' });
      expect(listed.stdout.split('\n')).toEqual(expect.arrayContaining(['PG_VERSION', 'base/', 'pg_wal/']));

      const bytes = readFileSync(file);
      const truncated = join(backupDir, 'truncated.backup');
      writeFileSync(truncated, bytes.subarray(0, bytes.length - 1000));
      const altered = join(backupDir, 'altered.backup');
      const changed = Buffer.from(bytes);
      const middle = Math.floor(changed.length / 2);
      changed[middle] = changed[middle]! ^ 0x01;
      writeFileSync(altered, changed);
      const target = join(folder('target'), 'data');
      for (const [damaged, problem] of [
        [truncated, /is truncated: it holds \d+ of the \d+ bytes/],
        [altered, /is damaged or altered: its SHA-256 checksum does not match/],
      ] as const) {
        const refused = await run('restore', { DATA_DIR: target }, [damaged]);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(problem);
        expect(refused.stderr).not.toMatch(/\n\s+at /);
      }
      expect(existsSync(target)).toBe(false);

      const entries = readdirSync(dataDir).sort();
      const siblings = () => readdirSync(join(dataDir, '..')).sort();
      const siblingsBefore = siblings();
      const refused = await run('restore', { DATA_DIR: dataDir }, [file]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('is not empty');
      expect(refused.stderr).toContain('--force');
      expect(readdirSync(dataDir).sort()).toEqual(entries);
      expect(siblings()).toEqual(siblingsBefore);

      const forced = await run('restore', { DATA_DIR: dataDir }, [file, '--force']);
      expect(forced.status, forced.stderr).toBe(0);
      const aside = siblings().find((name) => name.startsWith('data.before-restore-'))!;
      expect(forced.stdout).toContain(aside);
      expect(readdirSync(join(dataDir, '..', aside)).sort()).toEqual(entries);
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    },
  );
  it(
    'of an older schema restore, and the shop migrates them forward on start',
    { timeout: 60_000 },
    async () => {
      const oldDataDir = folder('first-release');
      const client = await PGlite.create(oldDataDir);
      await migrate(drizzle(client), { migrationsFolder: firstRelease });
      await client.close();
      const backup = await run('backup', { DATA_DIR: oldDataDir, BACKUP_DIR: folder('old-files') });
      expect(backup.status, backup.stderr).toBe(0);

      const restoredDir = join(folder('upgraded'), 'data');
      const restore = await run('restore', { DATA_DIR: restoredDir }, [writtenPath(backup.stdout)!]);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('schema at migration 1 ');
      const shop = await startShop({ DATA_DIR: restoredDir });
      expect((await fetch(`${shop.base}/api/products`)).status).toBe(200);
      expect(await shop.stop()).toBe(0);
    },
  );

  it(
    'of a shop run outside demo mode, restored and started with the default settings, gain no demo account',
    { timeout: 90_000 },
    async () => {
      const productionDir = join(folder('production'), 'data');
      const shop = await startShop({ DATA_DIR: productionDir, DEMO: 'false' });
      const signUp = await postJson(shop.base, '/api/auth/sign-up/email', {
        name: 'Real Rider',
        email: 'rider@example.com',
        password: 'Sprocket-Harbour-91',
      });
      expect(signUp.status).toBe(200);
      expect(await shop.stop()).toBe(0);
      const backup = await run('backup', { DATA_DIR: productionDir, BACKUP_DIR: folder('production-files') });
      const restoredDir = join(folder('production-restored'), 'data');
      const restore = await run('restore', { DATA_DIR: restoredDir }, [writtenPath(backup.stdout)!]);
      expect(restore.status, restore.stderr).toBe(0);

      const restored = await startShop({ DATA_DIR: restoredDir, DEMO: '' });
      const admin = demoLogins.find((login) => login.role === 'admin')!;
      const signIn = await postJson(restored.base, '/api/auth/sign-in/email', {
        email: admin.email,
        password: admin.password,
      });
      expect(signIn.status).toBe(401);
      expect(await (await fetch(`${restored.base}/api/auth-config`)).json()).toMatchObject({
        demoLogins: [],
      });
      expect(restored.server.output()).toContain('demo mode: no demo accounts added');
      expect(await restored.stop()).toBe(0);
    },
  );

  it(
    'reach the running shop through a symlink to its folder: the shop takes the backup, a restore is refused',
    { timeout: 90_000 },
    async () => {
      const realDir = join(folder('real'), 'data');
      const shop = await startShop({ DATA_DIR: realDir });
      const link = join(folder('link'), 'data');
      symlinkSync(realDir, link);

      const backup = await run('backup', { DATA_DIR: link, BACKUP_DIR: folder('link-files') });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('the running server, which went on serving');

      const refused = await run('restore', { DATA_DIR: link }, [writtenPath(backup.stdout)!, '--force']);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`in use by process ${shop.server.child.pid}`);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(await shop.stop()).toBe(0);
    },
  );

  it(
    'of a newer schema are refused, naming both migration counts, and nothing is restored',
    { timeout: 60_000 },
    async () => {
      const known = (
        JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
          entries: unknown[];
        }
      ).entries.length;
      const newerDataDir = folder('next-release');
      const database = await openDatabase({ dataDir: newerDataDir });
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next-release', 9999999999999)`,
      );
      await database.close();
      const backup = await run('backup', { DATA_DIR: newerDataDir, BACKUP_DIR: folder('newer-files') });
      expect(backup.status, backup.stderr).toBe(0);

      const target = join(folder('not-restored'), 'data');
      const refused = await run('restore', { DATA_DIR: target }, [writtenPath(backup.stdout)!]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(
        `holds a schema at migration ${known + 1}, but this release of Crankworks has only ${known} migrations`,
      );
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(target)).toBe(false);
    },
  );
});

describe.runIf(testDatabaseUrl)('backups of PostgreSQL', () => {
  it('round-trip through pg_dump and pg_restore into an empty database', { timeout: 90_000 }, async () => {
    const original = await scratchDatabase(testDatabaseUrl!, 'backup_source');
    const copy = await scratchDatabase(testDatabaseUrl!, 'backup_copy');
    cleanups.push(original.drop, copy.drop);
    const backupDir = folder('pg-files');
    const { file } = await roundTrip(
      { DATABASE_URL: original.url, BACKUP_DIR: backupDir },
      { DATABASE_URL: copy.url },
    );

    const refused = await run('restore', { DATABASE_URL: copy.url }, [file]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    const forced = await run('restore', { DATABASE_URL: copy.url }, [file, '--force']);
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('--clean --if-exists');
  });

  it(
    'of a database no shop has started on yet are written, at migration 0',
    { timeout: 30_000 },
    async () => {
      const fresh = await scratchDatabase(testDatabaseUrl!, 'backup_fresh');
      cleanups.push(fresh.drop);
      const backup = await run('backup', { DATABASE_URL: fresh.url, BACKUP_DIR: folder('fresh-files') });
      expect(backup.status, backup.stderr).toBe(0);
      const check = await run('restore', { DATABASE_URL: fresh.url }, [
        writtenPath(backup.stdout)!,
        '--check',
      ]);
      expect(check.stdout).toContain('schema at migration 0:');
    },
  );
});
