// `BENCH_ONLY=backup npm run bench`: `npm run backup` and `npm run restore` of 100k orders (three lines
// each, payments and refunds) while the shop runs, on each database, timed and checked for an exact
// round trip (decision 051).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import type { BenchDatabase } from './databases.ts';
import { startServer } from './server.ts';

type Store = { dataDir?: string; url?: string };

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * `orders` orders of three lines each, as one statement per table from `generate_series`: two in
 * three paid through the test processor, one in ten of those refunded in part. The ids come from
 * a scratch table so that lines, intents and refunds can name their order.
 */
const fillStatements = (orders: number) => [
  sql`create temp table bench_fill as
      select n, gen_random_uuid() as id from generate_series(1, ${orders}::int) as n`,
  sql`insert into "order" (id, product_name, product_description, price_cents, order_qty, total_cents,
                           line_count, user_name, user_email, address, phone, paid, paid_at,
                           payment_intent_id, shipped, created_at)
      select id, 'Bench part ' || (n % 997), 'A part made by the bench', 100 + (n * 7919) % 100000,
             1 + (n + 1) % 9,
             (100 + (n * 7919) % 100000) * (1 + (n + 1) % 9)
             + (100 + (n * 7919 + 104729) % 100000) * (1 + (n + 2) % 9)
             + (100 + (n * 7919 + 209458) % 100000) * (1 + (n + 3) % 9),
             3, 'Customer ' || n, 'customer' || n || '@bench.example', '1 Bench Road', '+1 555 0100',
             n % 3 > 0, case when n % 3 > 0 then now() end,
             case when n % 3 > 0 then 'pi_bench_' || n end, n % 3 = 2, now() - n * interval '1 second'
      from bench_fill`,
  sql`insert into order_line (order_id, line_no, product_name, product_description, price_cents, qty)
      select id, k, 'Bench part ' || ((n + k) % 997), 'A part made by the bench',
             100 + (n * 7919 + (k - 1) * 104729) % 100000, 1 + (n + k) % 9
      from bench_fill, generate_series(1, 3) as k`,
  sql`insert into test_payment_intent (id, client_secret, idempotency_key, order_id, amount_cents,
                                       currency, status, card_last4)
      select 'pi_bench_' || n, 'pi_bench_' || n || '_secret', 'bench-pay-' || n, o.id, o.total_cents,
             'usd', 'succeeded', '4242'
      from bench_fill join "order" o using (id) where n % 3 > 0`,
  sql`insert into refund (order_id, amount_cents, reason, status, provider_refund_id, created_by)
      select id, 100 + n % 500, 'bench', 'succeeded', 're_bench_' || n, gen_random_uuid()
      from bench_fill where n % 3 > 0 and n % 10 = 1`,
  sql`insert into test_refund (id, idempotency_key, payment_intent_id, amount_cents)
      select 're_bench_' || n, 'bench-refund-' || n, 'pi_bench_' || n, 100 + n % 500
      from bench_fill where n % 3 > 0 and n % 10 = 1`,
  sql`drop table bench_fill`,
  sql`vacuum analyze`,
];

/** What must come back exactly: counts and sums of every money table. */
const fingerprintQuery = sql`select
  (select count(*) from "order")::text as orders,
  (select coalesce(sum(total_cents), 0) from "order")::text as order_cents,
  (select count(*) filter (where paid) from "order")::text as paid_orders,
  (select count(*) from order_line)::text as lines,
  (select coalesce(sum(price_cents::bigint * qty), 0) from order_line)::text as line_cents,
  (select count(*) from test_payment_intent)::text as payments,
  (select coalesce(sum(amount_cents), 0) from test_payment_intent where status = 'succeeded')::text as paid_cents,
  (select count(*) from refund)::text as refunds,
  (select coalesce(sum(amount_cents), 0) from refund)::text as refund_cents,
  (select count(*) from test_refund)::text as provider_refunds`;

async function withDatabase<T>(
  store: Store,
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase({ ...store, statementTimeoutMs: 600_000 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const fingerprint = (store: Store) =>
  withDatabase(store, async (db) => rowsOf<Record<string, string>>(await db.execute(fingerprintQuery))[0]!);

/** Runs `npm run <command>` as an operator types it; resolves with its wall time, rejects on failure. */
function timedNpm(command: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const { DATA_DIR: _dataDir, DATABASE_URL: _databaseUrl, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', command, '--', ...args], {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<number>((done, fail) =>
    child.once('exit', (code) =>
      code === 0
        ? done((performance.now() - started) / 1000)
        : fail(new Error(`npm run ${command} failed (${code}): ${output.trim()}`)),
    ),
  );
}

const storeEnv = (store: Store): Record<string, string> =>
  store.url ? { DATABASE_URL: store.url } : { DATA_DIR: store.dataDir! };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Fills a fresh store, backs it up while a server runs on it, restores into another fresh store and compares. */
export async function backupRoundTrip(database: BenchDatabase, orders: number) {
  const backupDir = mkdtempSync(join(tmpdir(), 'crankworks-bench-backups-'));
  const folders = [backupDir];
  try {
    const source = await database.fresh('backup_source');
    if (source.dataDir) folders.push(source.dataDir);
    const fillStarted = performance.now();
    await withDatabase(source, async (db) => {
      for (const statement of fillStatements(orders)) await db.execute(statement);
    });
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const backup = await backupWhileServing(source, backupDir);
    const target = await database.fresh('backup_target');
    if (target.dataDir) folders.push(target.dataDir);
    const restoreSeconds = await timedNpm('restore', storeEnv(target), [backup.file]);
    const [before, after] = [await fingerprint(source), await fingerprint(target)];
    const exact = JSON.stringify(before) === JSON.stringify(after);
    console.log(
      `  ${orders} orders (${before.lines} lines, ${before.payments} payments, ${before.refunds} refunds), filled in ${fillSeconds.toFixed(1)} s\n` +
        `  backup (server running): ${backup.seconds.toFixed(1)} s${backup.detail}, ${mb(statSync(backup.file).size)}; restore into a fresh place: ${restoreSeconds.toFixed(1)} s\n` +
        `  round trip: ${exact ? 'exact' : `WRONG: ${JSON.stringify(before)} became ${JSON.stringify(after)}`}`,
    );
    if (!exact) process.exitCode = 1;
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * `npm run backup` while a server runs on `store` (the embedded database is backed up by that server,
 * which logs how long statements waited for the copy, `copyMs`, and the whole backup, `totalMs`).
 */
async function backupWhileServing(store: Store, backupDir: string) {
  let inServer: { copyMs: number; totalMs: number } | undefined;
  const server = await startServer({
    dataDir: store.dataDir,
    databaseUrl: store.url,
    env: { BACKUP_DIR: backupDir },
    onLogLine: (line) => {
      if (line.includes('"copyMs"')) inServer = JSON.parse(line) as typeof inServer;
    },
  });
  let seconds: number;
  try {
    seconds = await timedNpm('backup', { ...storeEnv(store), BACKUP_DIR: backupDir });
  } finally {
    await server.stop();
  }
  const [name] = readdirSync(backupDir).filter((entry) => entry.endsWith('.backup'));
  if (!name) throw new Error(`no backup file in ${backupDir}`);
  const detail = inServer
    ? ` (in the server ${(inServer.totalMs / 1000).toFixed(1)} s, statements waited ${(inServer.copyMs / 1000).toFixed(1)} s for the copy)`
    : '';
  return { file: join(backupDir, name), seconds, detail };
}
