import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appRoutePatterns, type Product, type ProductPage } from '@crankworks/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { category } from '../src/db/schema/index.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { INLINE_STYLES_LIMIT, withInlineStyles } from '../src/plugins/page-render.ts';

/** The web app, built as `npm run build` builds it (browser and server bundles), into a folder of its own. */
let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'crankworks-ssr-'));
  const web = resolve(import.meta.dirname, '../../web');
  const vite = (...args: string[]) =>
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error', ...args], {
      cwd: web,
      stdio: 'pipe',
      // As `npm run build` runs it (vitest sets NODE_ENV=test, which would make a development build).
      env: { ...process.env, NODE_ENV: 'production' },
    });
  vite('--outDir', distDir);
  vite('--ssr', 'src/entry-server.tsx', '--outDir', join(distDir, 'server'));
}, 120_000);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: distDir });
});
afterEach(() => t.app.close());

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

/** The query data the page was rendered with, as the browser reads it. */
function pageState(html: string) {
  const json = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no page state in the page');
  return JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

const dataOf = (html: string, key: unknown[]) =>
  pageState(html).queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;

describe('server-rendered pages', () => {
  it('renders the home page with the parts and reviews exactly as the API answers them', async () => {
    const part = await addProduct(t.database.db, { name: 'Rendered crankset' });
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<h1 class="text-4xl font-bold sm:text-5xl">Crankworks Bicycle Parts</h1>');
    expect(html).toContain(`href="/products/${part.id}"`);
    // Vite's hashed assets stay linked as built.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(html).toMatch(
      /<link (fetchpriority="low" )?rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/,
    );

    const products = (await page('/api/products?limit=6')).json<ProductPage>();
    const reviews = (await page('/api/reviews')).json<unknown[]>();
    expect(dataOf(html, ['products', 'list', { limit: 6, sort: 'oldest' }])).toEqual({
      pages: [products],
      pageParams: [null],
    });
    expect(dataOf(html, ['reviews', 'shown'])).toEqual(reviews);
    expect(dataOf(html, ['auth', 'session'])).toBeNull();
  });

  it("shows a part whose name holds a replacement pattern ($' or $&) as it is, once", async () => {
    const part = await addProduct(t.database.db, { name: "Crank $' arm $& $$ set" });
    const html = (await page(`/products/${part.id}`)).body;
    expect(html).toContain('Crank $&#x27; arm $&amp; $$ set');
    expect(count(html, /<\/html>/)).toBe(1);
    expect(count(html, /id="page-state"/)).toBe(1);
  });

  it('inlines the rules the page uses, lets only them in by their hash, and loads the stylesheet at the end', async () => {
    const response = await page('/login');
    const html = response.body;
    const style = /<head>.*<style>(.*?)<\/style>.*<\/head>/s.exec(html)?.[1] ?? '';
    expect(style).toContain('.btn');
    expect(style.length).toBeLessThan(80_000);
    const hash = createHash('sha256').update(style).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(html).toMatch(
      /<link fetchpriority="low" rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css"><\/body>/,
    );
    expect(count(html, /rel="stylesheet"/)).toBe(1);
  });

  it('leaves a page that would outgrow a first round trip with its rules inlined as it is', () => {
    const styles = { css: '.btn{padding:1rem}', hash: "'sha256-x'" };
    const page = (text: string) =>
      `<html><head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head><body><p>${text}</p></body></html>`;
    const light = withInlineStyles(page('Light'), styles);
    expect(light.styleHash).toBe(styles.hash);
    expect(light.html).toBe(
      '<html><head><style>.btn{padding:1rem}</style>' +
        // The first paint waits for the whole page: a half-read page shifted as the rest came in.
        '<link rel="expect" href="#page-state" blocking="render"></head><body><p>Light</p>' +
        '<link fetchpriority="low" rel="stylesheet" crossorigin href="/assets/index-a1.css"></body></html>',
    );
    const heavy = page('x'.repeat(INLINE_STYLES_LIMIT));
    expect(withInlineStyles(heavy, styles)).toEqual({ html: heavy });
  });

  it('lists the page’s chunks for after its paint, and a customer’s Buy Now page’s too; preloads none from the head', async () => {
    const part = await addProduct(t.database.db);
    const chunksOf = (html: string) => {
      const json = /<script type="application\/json" id="page-chunks">(.*?)<\/script>/s.exec(html)?.[1];
      if (!json) throw new Error('no chunk list in the page');
      return JSON.parse(json) as { page: string[]; next: string[] };
    };
    const visitors = (await page('/')).body;
    // The boot script and its one import, as built; none of the app's.
    expect(visitors.slice(0, visitors.indexOf('</head>')).match(/\/assets\/[\w-]+\.js/g)).toEqual([
      expect.stringMatching(/^\/assets\/index-/),
      expect.stringMatching(/^\/assets\/preload-/),
    ]);
    const home = chunksOf(visitors);
    expect(home.page).toContainEqual(expect.stringMatching(/^\/assets\/react-dom-[\w-]+\.js$/));
    expect(home.page).toContainEqual(expect.stringMatching(/^\/assets\/home-page-[\w-]+\.js$/));
    // A visitor's Buy Now leads to the login page first.
    expect(home.next).toEqual([]);

    const customer = await signUp(t.app);
    const customers = chunksOf((await page('/', customer.cookie)).body);
    expect(customers.page).toEqual(home.page);
    expect(customers.next).toContainEqual(expect.stringMatching(/^\/assets\/purchase-page-[\w-]+\.js$/));
    expect(customers.next.filter((chunk) => customers.page.includes(chunk))).toEqual([]);
    // The purchase page itself needs all of them.
    const purchase = chunksOf((await page(`/purchase/${part.id}`, customer.cookie)).body);
    expect(purchase.page).toEqual(expect.arrayContaining(customers.next));
  });

  it('puts one title and one meta description in <head>: the page’s own', async () => {
    const part = await addProduct(t.database.db, {
      name: 'Titanium pedal',
      ShortDescription: 'Light pedals & strong axles.',
    });
    const html = (await page(`/products/${part.id}`)).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /<meta name="description"/)).toBe(1);
    expect(head).toContain('<title>Titanium pedal | Crankworks</title>');
    expect(head).toContain('<meta name="description" content="Light pedals &amp; strong axles."/>');

    const blogs = (await page('/blogs')).body;
    expect(count(blogs, /<title>/)).toBe(1);
    expect(blogs.slice(0, blogs.indexOf('</head>'))).toContain('<title>Blogs | Crankworks</title>');
  });

  it('renders a category page with its parts, those of the categories inside it, and the way to it; a part’s page with its schema.org data', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const add = async (name: string, parentId: string | null) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/category',
          headers: admin.headers,
          payload: { name, parentId },
        })
      ).json<{ id: string }>().id;
    const drivetrain = await add('Drivetrain', null);
    const cranksets = await add('Cranksets', drivetrain);
    const crank = await addProduct(t.database.db, { name: 'Rendered 172.5 mm crankset' });
    const hub = await addProduct(t.database.db, { name: 'Hub of no category' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/product/${crank.id}/categories`,
      headers: admin.headers,
      payload: { categoryIds: [cranksets] },
    });

    const response = await page('/categories/drivetrain');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Drivetrain | Crankworks</title>');
    expect(html).toMatch(/<h1[^>]*>Drivetrain<\/h1>/);
    expect(html).toContain('href="/categories/cranksets"');
    expect(html).toContain(`href="/products/${crank.id}"`);
    expect(html).not.toContain(`href="/products/${hub.id}"`);

    const part = (await page(`/products/${crank.id}`)).body;
    expect(part).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Rendered 172.5 mm crankset"',
    );
    expect(part).toMatch(
      /<nav aria-label="Breadcrumb".*href="\/categories\/drivetrain".*href="\/categories\/cranksets"/s,
    );
    expect((await page('/')).body).toMatch(
      /<nav aria-label="Shop by category".*href="\/categories\/drivetrain"/s,
    );
  });

  it.each([
    '/no-such-page',
    '/products/00000000-0000-4000-8000-000000000000',
    '/products/not-an-id',
    '/categories/no-such-category',
  ])('answers %s with status 404 and the rendered not-found page', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page not found | Crankworks</title>');
    expect(response.body).toContain('>Page not found</h1>');
  });

  it('sends a visitor on the purchase page to the login page, and back afterwards', async () => {
    const part = await addProduct(t.database.db);
    const response = await page(`/purchase/${part.id}?qty=3`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/login?${new URLSearchParams({ from: `/purchase/${part.id}?qty=3` })}`,
    );
  });

  it('renders the purchase page for the signed-in customer: his nav, the part’s current price and stock', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { name: 'Disc rotor', price: 31.25, availableQty: 77 });
    const response = await page(`/purchase/${part.id}`, customer.cookie);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Order Disc rotor | Crankworks</title>');
    expect(html).toContain('$31.25');
    expect(html).toContain('>Dashboard</a>');
    expect(html).toContain('>Logout</button>');
    expect(html).not.toContain('>Login</a>');
    const purchase = (await page(`/api/purchase/${part.id}`)).json<Product>();
    expect(dataOf(html, ['products', 'purchase', part.id])).toEqual(purchase);
    expect(dataOf(html, ['auth', 'session'])).toMatchObject({ email: customer.email, role: 'user' });
  });

  it('renders the cart page, leaving its lines to the browser, and the checkout for a customer only', async () => {
    const cart = await page('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<title>Your cart | Crankworks</title>');
    expect(cart.body).toContain('>Your cart</h1>');
    expect(cart.body).toContain('aria-label="Loading your cart"');

    const visitor = await page('/checkout');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/login?${new URLSearchParams({ from: '/checkout' })}`);
    const customer = await signUp(t.app);
    const checkout = await page('/checkout', customer.cookie);
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('<title>Checkout | Crankworks</title>');
    expect(checkout.headers['cache-control']).toContain('no-store');
  });

  it('leaves the rest of the dashboard to the browser: index.html as built', async () => {
    const response = await page('/dashboard/users');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="page-state"');
  });

  it('sends a visitor from a customer’s rendered pages (My Orders, an order, its payment, My Profile, Add Review) to the login page', async () => {
    for (const path of [
      '/dashboard/orders',
      `/dashboard/payment/${crypto.randomUUID()}`,
      '/dashboard/profile',
      '/dashboard/review',
    ]) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location).toBe(`/login?${new URLSearchParams({ from: path })}`);
    }
  });

  it('does not hand out the server bundle or the build manifest', async () => {
    for (const url of ['/server/entry-server.js', '/.vite/manifest.json']) {
      expect((await page(url)).statusCode).toBe(404);
    }
  });
});

describe('the rendered-page cache (decision 042)', () => {
  it('answers a visitor without a cookie with one ETag, and a 304 when the browser has the page', async () => {
    const first = await page('/');
    const again = await page('/');
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe('accept-encoding, cookie');
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': again.headers.etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('answers from memory with every security header, the page’s style hash in its policy', async () => {
    for (const url of ['/blogs', '/api/products?limit=1']) {
      const [first, again] = [await page(url), await page(url)];
      expect(again.headers.etag).toBe(first.headers.etag);
      for (const header of ['content-security-policy', 'x-frame-options', 'x-content-type-options'])
        expect(again.headers[header]).toBe(first.headers[header]);
    }
  });

  it('renders the page anew once an admin renames a part', async () => {
    const part = await addProduct(t.database.db, { name: 'Cached crankset' });
    await page('/');
    expect((await page('/')).body).toContain('Cached crankset');
    const admin = await signUp(t.app, { role: 'admin' });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/${part.id}`,
      headers: admin.headers,
      payload: { name: 'Renamed crankset' },
    });
    expect(renamed.statusCode).toBe(200);
    const html = (await page('/')).body;
    expect(html).toContain('Renamed crankset');
    expect(html).not.toContain('Cached crankset');
  });

  it('never hands a signed-in visitor the signed-out page, nor the signed-out visitor his', async () => {
    const customer = await signUp(t.app);
    const signedOut = (await page('/')).body;
    expect(signedOut).toContain('>Login</a>');
    const own = await page('/', customer.cookie);
    expect(own.headers.etag).toBeUndefined();
    expect(own.body).toContain('>Dashboard</a>');
    expect(own.body).not.toContain('>Login</a>');
    const later = (await page('/')).body;
    expect(later).toContain('>Login</a>');
    expect(later).not.toContain(customer.email);
  });
});

describe('what caches may keep of a page (every page of the app)', () => {
  /** Each page pattern of the app with real ids: a part's for its pages, an order's for an order's. */
  async function everyPage() {
    const customer = await signUp(t.app, { name: 'Cached Rider' });
    const part = await addProduct(t.database.db);
    const orderId = await placeOrderAs(
      t.app,
      customer,
      orderBody(part.id, { address: '7 Private Lane', phone: '+1 555 0142' }),
    );
    await t.database.db.insert(category).values({ name: 'Wheels', slug: 'wheels' });
    const urls = appRoutePatterns.map((pattern) =>
      pattern.replace(':id', /orders|payment/i.test(pattern) ? orderId : part.id).replace(':slug', 'wheels'),
    );
    return { customer, urls };
  }

  it('lets no cache keep a page answered to a signed-in person; a visitor’s page is revalidated, by cookie', async () => {
    const { customer, urls } = await everyPage();
    expect(urls).toHaveLength(appRoutePatterns.length);
    for (const url of urls) {
      const visitor = await page(url);
      // A visitor is sent to the login page from a personal page; any other page is his to keep.
      if (visitor.statusCode === 302) expect(visitor.headers.location, url).toMatch(/^\/login\?from=/);
      else {
        expect(visitor.statusCode, url).toBe(200);
        expect(visitor.headers['cache-control'], url).toBe('no-cache');
        expect(visitor.headers.vary, url).toMatch(/\bcookie\b/);
      }
      const own = await page(url, customer.cookie);
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control'], url).toBe('private, no-store');
      expect(own.headers.vary, url).toMatch(/\bcookie\b/);
    }
  });

  it('never hands a page rendered for a customer to anyone else, whoever asks first', async () => {
    const { customer, urls } = await everyPage();
    const other = await signUp(t.app, { name: 'Other Rider' });
    for (const url of urls) {
      await page(url);
      const own = await page(url, customer.cookie);
      const personal = [customer.email, '7 Private Lane', '+1 555 0142'].filter((text) =>
        own.body.includes(text),
      );
      for (const [who, answer] of [
        ['visitor', await page(url)],
        ['other customer', await page(url, other.cookie)],
      ] as const) {
        for (const text of personal) expect(answer.body, `${who} on ${url}`).not.toContain(text);
      }
    }
    // The purchase page shows the customer his own saved address and e-mail: the check has teeth.
    const purchase = (await page(urls[appRoutePatterns.indexOf('/purchase/:id')] ?? '', customer.cookie))
      .body;
    expect(purchase).toContain(customer.email);
  });
});
