import { scratchDatabase } from '../../apps/server/test/scratch-database.ts';
import { startCluster } from '../../scripts/cluster/cluster.ts';
import { clusterPort } from './cluster-url.ts';

/**
 * Two nodes on PostgreSQL behind HAProxy; the return stops them. On TEST_DATABASE_URL's server they
 * get a database of their own: the one the API tests share holds their data, and demo mode adds its
 * accounts only to a database it made (decision 051). Without it, the cluster starts a private server.
 */
export default async function globalSetup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await scratchDatabase(adminUrl, 'cluster_e2e') : undefined;
  const cluster = await startCluster({
    nodes: 2,
    port: clusterPort,
    env: { NODE_ENV: 'test', DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: database?.url },
  });
  return async () => {
    await cluster.stop();
    await database?.drop();
  };
}
