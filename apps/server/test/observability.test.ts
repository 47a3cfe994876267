import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { signUp } from './auth-helper.ts';
import { captureLogs } from './log-capture.ts';
import { buildTestApp, resetDatabase, testDatabase, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const metricValue = (text: string, line: RegExp) =>
  Number(
    text
      .split('\n')
      .find((row) => line.test(row))
      ?.split(' ')
      .pop(),
  );

describe('request ids', () => {
  it('gives every request an id, in its answer and in its log lines; a trusted proxy may send its own', async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const { stream: logStream, lines } = captureLogs();
    const build = (env: Record<string, string>) =>
      buildApp({
        config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...env }),
        database,
        logStream,
      });

    const direct = await build({});
    const own = await direct.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(own.headers['x-request-id']).toMatch(UUID);
    expect(lines.join('')).toContain(`"reqId":"${own.headers['x-request-id']}"`);
    await direct.close();

    const behindProxy = await build({ TRUST_PROXY: '127.0.0.1' });
    const passed = await behindProxy.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(passed.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(lines.filter((line) => line.includes('"reqId":"lb-7f3a.42"')).length).toBeGreaterThanOrEqual(2);
    const odd = await behindProxy.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\u0007' },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
    await behindProxy.close();
  });
});

describe('Prometheus metrics', () => {
  it('counts requests by route pattern and status, orders placed, payments by outcome, and process figures', async () => {
    t = await buildTestApp();
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db);
    const read = async () => (await t!.app.inject({ method: 'GET', url: '/metrics' })).body;
    const before = await read();
    await placeOrderAs(t.app, customer, orderBody(part.id));
    await t.app.inject({ method: 'GET', url: `/api/purchase/${part.id}` });
    const after = await read();

    const ordersLine = /^crankworks_orders_placed_total /;
    expect(metricValue(after, ordersLine) - (metricValue(before, ordersLine) || 0)).toBe(1);
    expect(after).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/purchase\/:id",status_code="200"\} \d+/,
    );
    expect(after).not.toContain(part.id);
    expect(after).toContain('process_resident_memory_bytes');
    expect(after).toContain('crankworks_payments_total');
  });

  it('is not public in production: absent without METRICS_TOKEN, behind it when set', async () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.example.com',
      LOG_LEVEL: 'silent',
    };
    t = await buildTestApp(production);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await t.app.close();
    t = await buildTestApp({ ...production, METRICS_TOKEN: 'scrape-secret' });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const scraped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/text\/plain/);
  });
});
