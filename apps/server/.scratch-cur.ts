import { openDatabase } from './src/db/client.ts';
import { product } from './src/db/schema/index.ts';
import { listProducts } from './src/features/products/queries.ts';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:55432/scratch' });
await database.db.insert(product).values(Array.from({ length: 7 }, (_, i) => ({ name: `p${i}`, img: '/x', shortDescription: 'd', priceCents: 100, availableQty: 10, minimumQty: 1 })));
let cursor: string | undefined; const seen: string[] = [];
for (let i = 0; i < 5; i++) { const page = await listProducts(database.db, { limit: 3, cursor }); seen.push(...page.items.map((p) => p.name)); if (!page.nextCursor) break; cursor = page.nextCursor; }
console.log(seen.join(','));
await database.close();
