import { startCluster } from '../../scripts/cluster/cluster.ts';
import { clusterPort } from './cluster-url.ts';

/** Two nodes on PostgreSQL (TEST_DATABASE_URL, or a private one) behind HAProxy; the return stops them. */
export default async function globalSetup() {
  const cluster = await startCluster({
    nodes: 2,
    port: clusterPort,
    env: {
      NODE_ENV: 'test',
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
    },
  });
  return () => cluster.stop();
}
