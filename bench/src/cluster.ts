// `npm run bench:cluster`: orders per second through HAProxy with 1 node and with 2 nodes on one
// private PostgreSQL (scripts/cluster). On one machine the nodes, HAProxy, PostgreSQL and the load
// generator share the cores: the figures show the shape, not a production capacity.
import { parseArgs } from 'node:util';
import { freePort } from '../../scripts/free-port.ts';
import { startCluster } from '../../scripts/cluster/cluster.ts';
import { load } from './load.ts';
import { prepareOrderLoad } from './orders.ts';

const { values } = parseArgs({
  options: { port: { type: 'string' }, seconds: { type: 'string', default: '10' } },
});

for (const nodes of [1, 2]) {
  const cluster = await startCluster({
    nodes,
    port: values.port ? Number(values.port) : await freePort(),
    env: { NODE_ENV: 'production', DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: undefined },
  });
  try {
    const order = await prepareOrderLoad(cluster.url);
    const result = await load({
      ...order,
      title: `POST /api/order, ${nodes} node(s)`,
      seconds: Number(values.seconds),
    });
    console.log(
      `${result.title}: ${Math.round(result.requestsPerSecond)} orders/s, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  } finally {
    await cluster.stop();
  }
}
