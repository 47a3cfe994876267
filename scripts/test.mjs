// `npm test`: every check and test of the project, in the order that fails fastest, ending with one
// summary line ("Tests: N passed, N failed") counted from the runners' JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reports = mkdtempSync(join(tmpdir(), 'crankworks-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];
/** Each failed test with the first line of its error, repeated at the end: CI shows only the tail. */
const failedTests = [];
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

/** HAProxy and Debian's PostgreSQL server, which the cluster and fault tests start themselves. */
function clusterToolsMissing() {
  const postgres = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  return !postgres || spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0;
}

/** Debian's pg_auto_failover (its package brings pg_autoctl), which the failover test drives. */
const failoverToolsMissing = () => spawnSync('pg_autoctl', ['--version'], { stdio: 'ignore' }).status !== 0;

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const suite of report.testResults) {
    const path = suite.name.replace(`${process.cwd()}/`, '');
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that fails before any test runs (an import error, a hook) has no failed test to name.
    if (suite.status === 'failed' && failed.length === 0)
      failedTests.push(`${path}: ${firstLine(suite.message)}`);
  }
}

function playwrightFailures(suite) {
  for (const child of suite.suites ?? []) playwrightFailures(child);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected') continue;
      const error = test.results.at(-1)?.error?.message;
      failedTests.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
    }
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  for (const suite of report.suites) playwrightFailures(suite);
  for (const error of report.errors ?? []) failedTests.push(`(outside any test) ${firstLine(error.message)}`);
}

const vitestArgs = (file, args) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
  ...args,
];

function vitest(title, reportName, args, env) {
  const file = join(reports, reportName);
  run(title, 'npx', vitestArgs(file, args), env);
  countVitest(file);
}

/**
 * A Vitest run started now, beside the steps that follow; its output is kept in a file and shown,
 * and its tests counted, when the returned promise settles.
 */
function vitestBeside(title, reportName, args, env) {
  const file = join(reports, reportName);
  const log = join(reports, `${reportName}.log`);
  console.log(`\n=== ${title}: started beside the next step, its output shown once it ends (${log}) ===`);
  const output = openSync(log, 'w');
  const child = spawn('npx', vitestArgs(file, args), {
    stdio: ['ignore', output, output],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(output);
      console.log(`\n=== ${title} ===`);
      process.stdout.write(readFileSync(log));
      if (code !== 0) failedSteps.push(title);
      countVitest(file);
      resolve();
    });
  });
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missingPackages = () =>
  [
    !existsSync(chromium) && 'chromium',
    ...(clusterToolsMissing() ? ['postgresql', 'haproxy'] : []),
    failoverToolsMissing() && 'postgresql-15-auto-failover',
    // What a backup or restore asks of the disk is read with strace (backup-durability.test.ts).
    spawnSync('strace', ['-V'], { stdio: 'ignore' }).status !== 0 && 'strace',
  ].filter(Boolean);

/**
 * The Debian packages the browser, fault and cluster tests drive. Missing ones are installed when
 * this runs as root with apt (a fresh machine or container); otherwise the one command that installs
 * them is printed, and the steps that need them fail naming it.
 */
function ensureDebianPackages() {
  const missing = missingPackages();
  if (missing.length === 0) return '';
  const command = `apt-get install -y ${missing.join(' ')}`;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (userInfo().uid !== 0 || !hasApt) {
    const install = hasApt
      ? `sudo ${command}`
      : `install ${missing.join(', ')} (or set CHROMIUM_PATH, PG_BIN, HAPROXY_PATH)`;
    console.error(
      `\nThe browser, fault and cluster tests need Debian packages this machine lacks. Run: ${install}`,
    );
    return install;
  }
  console.log(`\n=== Installing ${missing.join(', ')} from Debian (${command}) ===`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  return missingPackages().length ? command : '';
}

const installCommand = ensureDebianPackages();
if (failoverToolsMissing()) {
  // apps/server/test/failover.test.ts skips itself then: this step makes the skip visible.
  console.error(`\nThe failover test needs Debian's pg_auto_failover: ${installCommand}`);
  failedSteps.push('Failover test (no pg_auto_failover)');
}
run('Type check', 'npm', ['run', 'typecheck', '--silent']);
run('Lint', 'npm', ['run', 'lint', '--silent']);

/**
 * Tests that start server processes of their own, on an embedded folder or on PostgreSQL (a private
 * one when TEST_DATABASE_URL is empty, as in the first pass): the first pass runs them on both kinds,
 * a second would repeat them.
 */
const runOnce = [
  'checkout-two-nodes',
  'data-dir',
  'env-file',
  'failover',
  'faults',
  'free-port',
  'rolling-restart',
  'shutdown',
];
/**
 * Every test file that works on processes and databases of its own rather than the database the
 * other API tests share (one worker, truncated between tests). They run on their own, before the
 * shared ones: beside them (as until 2026-11-27) the two cores were so loaded that HAProxy's 500 ms
 * health checks failed, the cluster's nodes flapped and the failover, rolling-restart and two-node
 * tests answered 503s or ran out of time — a few minutes more is the price of figures that hold.
 */
const onEitherDatabase = ['backup', 'backup-durability', 'commit-durability', 'make-admin-cli'];
const testFile = (name) => `apps/server/test/${name}.test.ts`;
const ownProcesses = [...runOnce, ...onEitherDatabase].map(testFile);

vitest(
  'API tests with processes and databases of their own (embedded PGlite, private PostgreSQL)',
  'vitest-own-processes.json',
  ['--project', 'server', ...ownProcesses],
  { TEST_DATABASE_URL: '' },
);
if (process.env.TEST_DATABASE_URL)
  vitest('API tests with processes of their own, on PostgreSQL', 'vitest-own-processes-postgres.json', [
    '--project',
    'server',
    ...onEitherDatabase.map(testFile),
  ]);
/**
 * The shared passes on PostgreSQL and on PGlite run side by side: each is one worker on a database of
 * its own, so together they keep the two cores busy (until 2026-11-27 they ran one after the other,
 * some ten minutes longer). The tests with processes of their own stay before them, alone.
 */
const onPostgres = process.env.TEST_DATABASE_URL
  ? vitestBeside('API tests on PostgreSQL', 'vitest-postgres.json', [
      '--project',
      'server',
      ...ownProcesses.map((file) => `--exclude=${file}`),
    ])
  : console.log(
      '\n(TEST_DATABASE_URL is not set: the API tests run on PGlite only. .ci/run also runs them on PostgreSQL.)',
    );
vitest(
  'Unit, component and API tests (embedded PGlite)',
  'vitest-pglite.json',
  ownProcesses.map((file) => `--exclude=${file}`),
  { TEST_DATABASE_URL: '' },
);
await onPostgres;

if (!existsSync(chromium)) {
  console.error(`\nBrowser tests need Debian's Chromium at ${chromium}: ${installCommand}`);
  failedSteps.push('Browser tests (no Chromium)');
} else if (run('Build the web app', 'npm', ['run', 'build', '-w', '@crankworks/web', '--silent'])) {
  const file = join(reports, 'playwright.json');
  run(
    'Browser tests (Playwright, system Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
  );
  countPlaywright(file);
  if (clusterToolsMissing()) {
    console.error(`\nThe cluster tests need HAProxy and PostgreSQL from Debian: ${installCommand}`);
    failedSteps.push('Browser test through HAProxy (no haproxy or postgresql)');
  } else {
    const clusterFile = join(reports, 'playwright-cluster.json');
    run(
      'Browser test through HAProxy and two nodes (PostgreSQL)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/cluster/playwright.config.ts', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: clusterFile },
    );
    countPlaywright(clusterFile);
  }
}

console.log('');
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((test) => `  - ${test}`).join('\n')}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`);
console.log(
  `Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
