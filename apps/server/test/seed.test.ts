import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  newProductSchema,
  newReviewSchema,
  productSchema,
  productVariantsSchema,
} from '@crankworks/contract';
import { isProduct, product, review, user } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { seedSteps } from '../src/seed-steps.ts';
import { catalog } from '../src/db/seed/catalog.ts';
import { starterReviews } from '../src/db/seed/reviews.ts';
import { demoLogins } from '../src/features/auth/demo-accounts.ts';
import { toProductDto } from '../src/features/products/queries.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { captureLogs } from './log-capture.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const seed = () => seedDatabase(t.database.db, seedSteps, t.app.deps.config, t.app.log);
/** The products listed (each other variant of one is not a product of its own). */
const counts = async () => ({
  products: await t.database.db.$count(product, isProduct),
  reviews: await t.database.db.$count(review),
});
const publicFile = (path: string) => new URL(`../../web/public${path}`, import.meta.url);

describe('seedDatabase', () => {
  it('fills an empty database with the catalogue and the starter reviews', async () => {
    await seed();
    expect(await counts()).toEqual({ products: catalog.length, reviews: starterReviews.length });
    expect(catalog.length).toBeGreaterThanOrEqual(10);
    const variants = catalog.flatMap((item) => item.variants ?? []);
    expect(await t.database.db.$count(product)).toBe(catalog.length + variants.length);
  });

  it('adds nothing when run again', async () => {
    await seed();
    await seed();
    expect(await counts()).toEqual({ products: catalog.length, reviews: starterReviews.length });
  });

  it('seeds once when two processes start at the same moment', async () => {
    await Promise.all([seed(), seed(), seed()]);
    expect(await counts()).toEqual({ products: catalog.length, reviews: starterReviews.length });
  });

  it('seeds nothing into a database that already has data of its own', async () => {
    await t.database.db.insert(product).values({
      name: 'Own part',
      img: '/images/products/chain.svg',
      shortDescription: 'Added by the admin',
      priceCents: 100,
      availableQty: 10,
      minimumQty: 1,
    });
    await seed();
    expect(await counts()).toEqual({ products: 1, reviews: 0 });
  });

  it('does not put back the starter reviews an admin deleted when the shop restarts', async () => {
    await seed();
    await t.database.db.delete(review);
    await seed();
    expect(await counts()).toEqual({ products: catalog.length, reviews: 0 });
  });

  it('does not put back the demo catalogue an admin cleared when the shop restarts', async () => {
    await seed();
    await t.database.db.delete(review);
    await t.database.db.delete(product);
    await seed();
    expect(await counts()).toEqual({ products: 0, reviews: 0 });
  });

  it('logs what it seeded', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logging = Fastify({ logger: { level: 'info', stream } });
    await seedDatabase(t.database.db, seedSteps, t.app.deps.config, logging.log);
    await seedDatabase(t.database.db, seedSteps, t.app.deps.config, logging.log);
    await logging.close();
    const messages = lines
      .map((line) => JSON.parse(line) as { msg: string; products?: number; reviews?: number })
      .filter((entry) => entry.products !== undefined || entry.reviews !== undefined);
    // Twice seeded, once logged: the second run found the data there.
    expect(messages).toEqual([
      expect.objectContaining({ msg: 'seeded the product catalogue', products: catalog.length }),
      expect.objectContaining({ msg: 'seeded the starter reviews', reviews: starterReviews.length }),
    ]);
  });

  it('stores products that are valid by the contract, prices in whole cents', async () => {
    await seed();
    const rows = await t.database.db.select().from(product);
    for (const row of rows) {
      const dto = productSchema.parse(toProductDto(row));
      newProductSchema.parse({ ...dto });
      expect(dto.minimumQty).toBeGreaterThanOrEqual(5);
      expect(dto.availableQty).toBeGreaterThanOrEqual(200);
      // Packed, one piece: from a chainring's 100 g to a tyre's kilo, never 0 (not weighed).
      expect(dto.weightGrams, dto.name).toBeGreaterThanOrEqual(100);
      expect(dto.weightGrams, dto.name).toBeLessThanOrEqual(2000);
    }
    expect(rows.some((row) => row.priceCents % 100 !== 0)).toBe(true);
  });
});

describe('demo accounts', () => {
  const demoAccounts = async () =>
    (
      await t.database.db
        .select({ email: user.email })
        .from(user)
        .where(
          inArray(
            user.email,
            demoLogins.map((login) => login.email),
          ),
        )
    )
      .map((row) => row.email)
      .sort();
  const advertised = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/auth-config' })).json() as { demoLogins: unknown[] })
      .demoLogins;
  const seedLogged = async (demo: boolean) => {
    const logs = captureLogs();
    const logging = Fastify({ logger: { level: 'info', stream: logs.stream } });
    await seedDatabase(t.database.db, seedSteps, { ...t.app.deps.config, demo }, logging.log);
    await logging.close();
    return logs.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  };
  const allDemoAccounts = demoLogins.map((login) => login.email).sort();

  it('go into a database the demo seeding made, and one deleted comes back on the next start', async () => {
    await seedLogged(true);
    expect(await demoAccounts()).toEqual(allDemoAccounts);
    await t.database.db.delete(user).where(inArray(user.email, allDemoAccounts));
    await seedLogged(true);
    expect(await demoAccounts()).toEqual(allDemoAccounts);
    expect(await advertised()).toEqual(demoLogins);
  });

  it('are not added to a database holding data of its own (a restored shop): one line says so, the login page shows none', async () => {
    await signUp(t.app);
    const lines = await seedLogged(true);
    expect(await demoAccounts()).toEqual([]);
    expect(lines.filter((line) => /demo accounts/i.test(line.msg))).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/^demo mode: no demo accounts added/),
      }),
    ]);
    expect(await advertised()).toEqual([]);
  });

  it('are not added to a database made outside demo mode when it is later started in demo mode', async () => {
    await seedLogged(false);
    await seedLogged(true);
    expect(await demoAccounts()).toEqual([]);
    expect(await advertised()).toEqual([]);
  });
});

describe('seed data', () => {
  it.each(catalog.map((item) => [item.name, item] as const))('%s is a valid product', (_name, item) => {
    const { sku, options = [], values = [], variants = [], ...fields } = item;
    expect(newProductSchema.parse(fields)).toEqual(fields);
    expect(item.img).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
    // Its variants as an admin would give them (decision 078), its own row first.
    const asInput = {
      sku,
      values,
      price: item.price,
      minimumQty: item.minimumQty,
      weightGrams: item.weightGrams,
    };
    const body = {
      options,
      variants: [
        { _id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3', ...asInput },
        ...variants.map((variant) => ({ ...asInput, ...variant })),
      ],
    };
    expect(productVariantsSchema.safeParse(body).error?.issues ?? []).toEqual([]);
  });

  it('has unique names and images', () => {
    expect(new Set(catalog.map((item) => item.name)).size).toBe(catalog.length);
    expect(new Set(catalog.map((item) => item.img)).size).toBe(catalog.length);
    const skus = catalog.flatMap((item) => [
      item.sku,
      ...(item.variants ?? []).map((variant) => variant.sku),
    ]);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('has reviews valid by the contract with whole-star ratings from 1 to 5', () => {
    expect(starterReviews.length).toBeGreaterThanOrEqual(5);
    for (const { daysAgo, ...fields } of starterReviews) {
      expect(newReviewSchema.parse(fields)).toEqual(fields);
      expect(daysAgo).toBeGreaterThanOrEqual(0);
    }
  });

  it.each([
    ...catalog.flatMap((item) => [item.img, ...(item.moreImages ?? [])]),
    '/images/hero-bicycle.svg',
    '/images/not-found.svg',
    '/images/team/maya-lindqvist.svg',
    '/images/team/tomas-reyes.svg',
    '/images/team/aiko-tanaka.svg',
    '/images/team/daniel-okafor.svg',
  ])('ships %s as a self-contained SVG with a title', (path) => {
    const svg = readFileSync(publicFile(path), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    // Nothing loaded from elsewhere: the only URL is the SVG namespace.
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
      /https?:|<image|<script|url\(/i,
    );
    expect(svg.length).toBeLessThan(4000);
  });
});
