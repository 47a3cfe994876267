// `npm run cluster [-- --nodes 3 --port 8080 --ha]`: the production shape on this machine. `--ha` puts
// the nodes on a pg_auto_failover primary and standby (decision 052) instead of one PostgreSQL.
// Ctrl-C or SIGTERM drains the nodes, stops HAProxy and PostgreSQL, and removes their files.
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.ts';

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    ha: { type: 'boolean', default: false },
  },
});
const cluster = await startCluster({ nodes: Number(values.nodes), port: Number(values.port), ha: values.ha });
const nodes = cluster.nodes.map((node) => `${node.name} on :${node.port}`).join(', ');
console.log(`Crankworks runs on ${cluster.url}: ${nodes} behind HAProxy.`);
if (cluster.ha) {
  const { monitor, nodes: databases, commandLine } = cluster.ha;
  console.log(
    `PostgreSQL: ${databases.map((node) => `${node.name} on :${node.port}`).join(', ')} under ` +
      `pg_auto_failover (monitor on :${monitor.port}), reached through ${cluster.databaseUrl}.\n` +
      `  States:     ${commandLine(['show', 'state', '--pgdata', monitor.pgdata])}\n` +
      `  Switchover: ${commandLine(['perform', 'switchover', '--pgdata', monitor.pgdata])}\n` +
      databases
        .map(
          (node) =>
            `  Run ${node.name} again after a loss: ${commandLine(['run', '--pgdata', node.pgdata])} &`,
        )
        .join('\n'),
  );
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the cluster…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
