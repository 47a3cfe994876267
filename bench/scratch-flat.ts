import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { seedTables } from './src/seed.ts';
const store = process.env.URL ? { url: process.env.URL } : { dataDir: process.env.DIR! };
if (process.env.SEED) await seedTables(store, 100_000);
const database = await openDatabase(store);
const q = process.argv[2]!;
for (let i = 0; i < 6; i++) {
  const rows = rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`explain (analyze, buffers) ${q}`)));
  if (i === 5) console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
}
await database.close();
