// `npm run cluster [-- --nodes 3 --port 8080]`: the production shape on this machine. Ctrl-C or
// SIGTERM drains the nodes, stops HAProxy and the private PostgreSQL, and removes its files.
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.ts';

const { values } = parseArgs({
  options: { nodes: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } },
});
const cluster = await startCluster({ nodes: Number(values.nodes), port: Number(values.port) });
const nodes = cluster.nodes.map((node) => `${node.name} on :${node.port}`).join(', ');
console.log(`Crankworks runs on ${cluster.url}: ${nodes} behind HAProxy.`);

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
