import type { BenchDatabase } from './databases.ts';
import { load } from './load.ts';
import { prepareOrderLoad } from './orders.ts';
import { startServer } from './server.ts';

const memorySeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);

/**
 * Resident memory of a server on a fresh data folder: its peak while starting, at idle, and after each
 * of two loads of catalogue reads and orders (growth between the two would be a leak).
 */
export async function measureMemory(database: BenchDatabase) {
  const store = await database.fresh('memory');
  const server = await startServer({ dataDir: store.dataDir, databaseUrl: store.url });
  try {
    const started = server.memory();
    console.log(`${database.label}: memory (MB)`);
    console.log(`  fresh start: peak ${started.peakMb}, idle ${started.rssMb}`);
    const order = await prepareOrderLoad(server.baseURL);
    for (const run of [1, 2]) {
      await Promise.all([
        load({ title: 'orders', ...order, connections: 10, seconds: memorySeconds }),
        load({
          title: 'products',
          url: `${server.baseURL}/api/products`,
          connections: 10,
          seconds: memorySeconds,
        }),
      ]);
      const after = server.memory();
      console.log(`  after ${memorySeconds} s load #${run}: rss ${after.rssMb}, peak ${after.peakMb}`);
    }
  } finally {
    await server.stop();
  }
}
