import autocannon from 'autocannon';
import type { deepPages } from './seed.ts';

type DeepPages = Awaited<ReturnType<typeof deepPages>>;

/**
 * Every timed list request: each table's default page, every sort, a deep page, and a search for one
 * row's e-mail, which finds that same row at either size (see `seedTables`); the catalogue's search
 * for one part's words, its filters and orders, and its filters' counts.
 */
export function listRequests(deep: DeepPages): Record<string, string> {
  const sorts = (path: string, columns: string[]) =>
    Object.fromEntries(columns.map((column) => [`${path} sort=${column}`, `${path}?sort=${column}&dir=asc`]));
  return {
    products: '/api/products',
    'products deep': `/api/products?${deep.products}`,
    // One product's words (its number is a word of no other product; in the large catalogue its nine
    // other variants share them and are not listed), in the shop's order for a search, the best
    // matches first; among 10,000 products the text as typed is also in the names of the products
    // numbered 411, 4101-4191 and 41001-41991, which the page ranks after it, having read them all.
    // `miss` means nothing to the server: new for every request, it keeps the search out of the
    // catalogue's answer cache, so each one reaches the database.
    'products search': '/api/products?q=bench%20part%2041&miss=[<id>]',
    // One variant's part number (decision 078), which finds its product.
    'products search by SKU': '/api/products?q=BENCH-47&miss=[<id>]',
    // The catalogue's filters and orders (decision 076), each past the answer cache the same way: three
    // quarters of the products by price, a quarter in a category or with a specification's value, and
    // both at once in another order; then with a search for a word every product has, which pages in
    // a chosen order read as they read a filter (decision 079). At 100 rows (100 products) as among
    // 10,000 products, each page is a full one of 24 (see `variantsPerProduct`).
    'products sort=price': '/api/products?sort=price-asc&miss=[<id>]',
    'products price range': '/api/products?price=250-&miss=[<id>]',
    'products in stock': '/api/products?stock=in&miss=[<id>]',
    'products category': '/api/products?category=bench-parts&miss=[<id>]',
    'products spec value': '/api/products?spec=bench-size%3A2&miss=[<id>]',
    'products filtered+sorted':
      '/api/products?category=bench-parts&spec=bench-size%3A0&sort=price-desc&miss=[<id>]',
    'products searched+sorted': '/api/products?q=bench&sort=price-asc&miss=[<id>]',
    'products searched+filtered+sorted':
      '/api/products?q=bench&category=bench-parts&spec=bench-size%3A0&sort=price-desc&miss=[<id>]',
    // The filters' counts, which every catalogue page shows. They count the whole catalogue, once
    // after each change to it: these are answered from what was counted (features/products/facet-counts.ts).
    'products facets (kept)': '/api/products/facets?miss=[<id>]',
    'products facets filtered (kept)':
      '/api/products/facets?category=bench-parts&spec=bench-size%3A0&miss=[<id>]',
    orders: '/api/orders',
    'orders search': '/api/orders?search=customer42%40',
    ...sorts('/api/orders', ['createdAt', 'userEmail', 'name', 'total', 'status']),
    'orders deep': `/api/orders?${deep.orders}`,
    users: '/api/users',
    'users search': '/api/users?search=bench42%40',
    ...sorts('/api/users', ['name', 'email', 'role', 'createdAt']),
    'users deep': `/api/users?${deep.users}`,
    messages: '/api/contact-messages',
    'messages search': '/api/contact-messages?search=sender42%40',
    ...sorts('/api/contact-messages', ['createdAt', 'email']),
    'messages deep': `/api/contact-messages?${deep.messages}`,
  };
}

/** Mean latency of one request, one at a time for `seconds` (what one admin waits, without queueing). */
export async function meanLatencyMs(baseURL: string, path: string, cookie: string, seconds: number) {
  const result = await autocannon({
    url: `${baseURL}${path}`,
    headers: { cookie },
    connections: 1,
    duration: seconds,
    // `[<id>]` in the path becomes a new id for every request.
    idReplacement: path.includes('[<id>]'),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
  // A run of a fraction of a second lasts a whole second (autocannon 9): divide the time it ran.
  return (result.duration * 1000) / result.requests.total;
}
