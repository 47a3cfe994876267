import { and, asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { category, isProduct, onSale, product } from '../../db/schema/index.ts';

/** The pages a search engine may list besides the parts; signed-in pages and the API stay out. */
export const PUBLIC_PAGES = ['/', '/blogs', '/portfolio', '/login'] as const;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Every page of a part on sale, oldest first (the shop's own order). */
export async function productPagePaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: product.id })
    .from(product)
    .where(and(onSale, isProduct))
    .orderBy(asc(product.createdAt), asc(product.id));
  return rows.map(({ id }) => `/products/${id}`);
}

/** Every category's page, by its address. */
export async function categoryPagePaths(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: category.slug }).from(category).orderBy(asc(category.slug));
  return rows.map(({ slug }) => `/categories/${slug}`);
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The dashboard and the API are no pages to index. The purchase page is not listed but not barred
 * either: a crawler that follows Buy Now is sent to the login page, which is public; barring it
 * would only mark the signed-in page as blocked in audits.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dashboard',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
