import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { category } from '../src/db/schema/index.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct } from './order-fixtures.ts';

const ORIGIN = 'https://shop.example.com';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN });
});
afterEach(() => t.app.close());

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt', () => {
  it('keeps crawlers off the API and the dashboard, not off the purchase page, and points them at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /dashboard',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    // A crawler following Buy Now lands on the public login page; barring it only fails audits.
    expect(response.body).not.toContain('/purchase');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages, every category and every part, as absolute URLs on the public origin', async () => {
    const first = await addProduct(t.database.db, { name: 'First part' });
    const second = await addProduct(t.database.db, { name: 'Second part' });
    await t.database.db.insert(category).values([
      { name: 'Wheels', slug: 'wheels' },
      { name: 'Brakes', slug: 'brakes' },
    ]);
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(response.body)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/blogs`,
      `${ORIGIN}/portfolio`,
      `${ORIGIN}/login`,
      `${ORIGIN}/categories/brakes`,
      `${ORIGIN}/categories/wheels`,
      `${ORIGIN}/products/${first.id}`,
      `${ORIGIN}/products/${second.id}`,
    ]);
  });

  it('is cached with the catalogue and lists a new part as soon as an admin adds it', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const before = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.headers,
      payload: {
        name: 'Fresh hub',
        img: '/images/products/hub.svg',
        ShortDescription: 'A new hub.',
        price: 40,
        availableQty: 10,
        minimumQty: 1,
      },
    });
    expect(added.statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locations(after.body)).toContain(
      `${ORIGIN}/products/${added.json<{ insertedId: string }>().insertedId}`,
    );
  });
});
