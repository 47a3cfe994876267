import { parse } from 'csv-parse/sync';
import type { ImportReport } from '@crankworks/contract';
import type { BenchDatabase } from './databases.ts';
import { load } from './load.ts';
import { demoAdmin, signIn } from './orders.ts';
import { fetchNamingFailure } from './requests.ts';
import { startServer } from './server.ts';

/** Issue 37's import figure: this many new rows, products and variants, in one file, in ≤ 10 s on PostgreSQL. */
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

const field = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

/**
 * The demo catalogue's header and `rows` new rows: copies of its rows in their order, a product's row
 * followed by its variants'. Each round of copies has new names and SKUs of its own, its variants
 * naming its products.
 */
function fileWithNewParts(exported: string, rows: number): string {
  const [header = [], ...parts] = parse(exported) as string[][];
  const at = (column: string) => header.indexOf(column);
  const lines = [header.map(field).join(',')];
  for (let index = 0; index < rows; index += 1) {
    const copy = [...parts[index % parts.length]!];
    const round = Math.floor(index / parts.length) + 1;
    copy[at('Part id')] = '';
    copy[at('SKU')] = `${copy[at('SKU')]}-${round}`;
    if (copy[at('Variant of')]) copy[at('Variant of')] = `${copy[at('Variant of')]}-${round}`;
    else copy[at('Name')] = `${copy[at('Name')]} no. ${round}`;
    lines.push(copy.map(field).join(','));
  }
  return lines.join('\r\n');
}

async function importFile(baseURL: string, cookie: string, csv: string, dryRun: boolean) {
  const started = performance.now();
  const response = await fetchNamingFailure(`${baseURL}/api/admin/products/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: baseURL },
    body: JSON.stringify({ csv, dryRun }),
  });
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`import answered ${response.status}: ${await response.text()}`);
  return { seconds, report: (await response.json()) as ImportReport };
}

/**
 * A dry run and an import of IMPORT_ROWS new rows, each timed while visitors read the catalogue
 * (10 connections on `GET /api/products`), and the catalogue's rate meanwhile against before.
 */
export async function catalogueImport(database: BenchDatabase) {
  const store = await database.fresh('import');
  const server = await startServer({ dataDir: store.dataDir, databaseUrl: store.url });
  try {
    const { cookie } = await signIn(server.baseURL, demoAdmin);
    const exported = await (
      await fetchNamingFailure(`${server.baseURL}/api/admin/products/export`, { headers: { cookie } })
    ).text();
    const csv = fileWithNewParts(exported, IMPORT_ROWS);
    const readers = (seconds: number) =>
      load({ title: 'GET /api/products', url: `${server.baseURL}/api/products`, connections: 10, seconds });
    const before = await readers(3);
    for (const dryRun of [true, false]) {
      const [timed, during] = await Promise.all([
        importFile(server.baseURL, cookie, csv, dryRun),
        readers(dryRun ? 3 : 5),
      ]);
      const { report } = timed;
      console.log(
        `  ${dryRun ? 'dry run' : 'import '} of ${IMPORT_ROWS} new rows: ${timed.seconds.toFixed(2)} s` +
          ` (${report.created} new, ${report.unchanged} unchanged, ${report.refused} refused, applied ${report.applied});` +
          ` catalogue meanwhile ${during.requestsPerSecond.toFixed(0)} req/s (before ${before.requestsPerSecond.toFixed(0)}), non-2xx ${during.non2xx}`,
      );
    }
  } finally {
    await server.stop();
  }
}
