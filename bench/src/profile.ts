// `npm run bench:profile`: a CPU profile (node --cpu-prof) of the server under catalogue reads and
// orders on the embedded PGlite, and the functions that took the most time on their own.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from './load.ts';
import { prepareOrderLoad } from './orders.ts';
import { startServer } from './server.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Which loads to profile (comma-separated): products, orders; both by default. */
const loads = new Set((process.env.BENCH_PROFILE ?? 'products,orders').split(','));
const folder = mkdtempSync(join(tmpdir(), 'crankworks-profile-'));
const server = await startServer({
  dataDir: mkdtempSync(join(tmpdir(), 'crankworks-bench-profile-')),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${folder}`],
});
try {
  if (loads.has('products'))
    await load({ title: 'products', url: `${server.baseURL}/api/products`, seconds });
  if (loads.has('orders')) {
    const order = await prepareOrderLoad(server.baseURL);
    const orders = await load({ title: 'orders', ...order, seconds });
    console.log(`orders while profiled: ${orders.requestsPerSecond.toFixed(0)}/s`);
  }
} finally {
  await server.stop();
}

const [file] = readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${folder}`);
const { nodes } = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { nodes: ProfileNode[] };
const self = new Map<string, number>();
let total = 0;
for (const node of nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
  total += node.hitCount ?? 0;
}
console.log(`Top of the profile (self time; ${join(folder, file)}):`);
for (const [name, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
