import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';
import { serveLiveBackups } from './features/backup/index.ts';
import { seedSteps } from './seed-steps.ts';
import { loggableError } from './lib/loggable-error.ts';
import { drain } from './server/drain.ts';
import { assertPortFree } from './startup/assert-port-free.ts';
import { reportStartupFailure } from './startup/report-failure.ts';

async function main() {
  const config = loadConfig();
  if (config.PORT !== 0) await assertPortFree(config.HOST, config.PORT);
  // The app's logger exists only once the app is built on the database this opens.
  const logs: { to?: FastifyBaseLogger } = {};
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    onBackgroundError: (error) =>
      logs.to?.warn(
        { err: loggableError(error) },
        'database connection lost: answering 503 until it is back',
      ),
  });
  const app = await buildApp({ config, database });
  logs.to = app.log;
  await seedDatabase(database.db, seedSteps, config, app.log);
  // `npm run backup` asks the server that holds the embedded database to copy it (decision 051).
  if (database.snapshot) {
    await serveLiveBackups({
      folder: resolve(config.DATA_DIR),
      backupDir: config.BACKUP_DIR,
      snapshot: database.snapshot,
      log: app.log,
    }).catch((error: unknown) =>
      // The shop serves on; only `npm run backup` cannot reach it (it says so).
      app.log.error({ err: loggableError(error) }, 'backups cannot be asked of this server'),
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining: no new connections, answering every request already received');
    // Should closing the app or the database itself hang, the process still ends.
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 2_000).unref();
    try {
      const finished = await drain(app, database, config.SHUTDOWN_TIMEOUT_MS);
      if (!finished) app.log.warn(`drain still busy after ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
      process.exit(finished ? 0 : 1);
    } catch (error) {
      app.log.error({ err: loggableError(error) }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Crankworks is running on ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  reportStartupFailure(error);
  process.exit(1);
});
