import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';
import { assertPortFree } from './startup/assert-port-free.ts';
import { reportStartupFailure } from './startup/report-failure.ts';

async function main() {
  const config = loadConfig();
  if (config.PORT !== 0) await assertPortFree(config.HOST, config.PORT);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database });
  await seedDatabase(database.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(forceExit);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
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
