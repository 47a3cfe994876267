import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';
import { drain } from './server/drain.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database });
  await seedDatabase(database.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining: no new connections, finishing requests already received');
    try {
      const finished = await drain(app, database, config.SHUTDOWN_TIMEOUT_MS);
      if (!finished) app.log.warn(`drain still busy after ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
      process.exit(finished ? 0 : 1);
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
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
