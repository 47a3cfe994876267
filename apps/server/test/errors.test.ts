import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { badRequest, conflict, forbidden } from '../src/lib/errors.ts';
import { buildTestApp, resetDatabase, testDatabase } from './helper.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * A real deadlock on PostgreSQL: two sessions each hold an advisory lock the other then asks for,
 * and the server ends one of them (40P01). Answers that one's error.
 */
async function deadlockError(url: string): Promise<unknown> {
  const sessions = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all(sessions.map((session) => session.connect()));
  try {
    for (const [n, session] of sessions.entries())
      await session.query(`begin; select pg_advisory_xact_lock(${n + 1})`);
    const asks = sessions.map((session, n) => session.query(`select pg_advisory_xact_lock(${2 - n})`));
    const ended = (await Promise.allSettled(asks)).find((ask) => ask.status === 'rejected');
    return ended?.reason;
  } finally {
    await Promise.all(sessions.map((session) => session.query('rollback').finally(() => session.end())));
  }
}

/** The real app with extra routes that fail in known ways, registered before it is ready. */
async function appWithFailingRoutes(failures: Record<string, unknown> = {}) {
  const database = await testDatabase();
  await resetDatabase(database);
  const built = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' }),
    database,
  });
  built.get('/api/test/crash', async () => {
    throw new Error('connection to 10.0.0.7 refused: password for user "shop" is wrong');
  });
  built.get('/api/test/bad-request', async () => {
    throw badRequest('quantity is too low', 'orderQty');
  });
  built.get('/api/test/forbidden', async () => {
    throw forbidden();
  });
  built.get('/api/test/conflict', async () => {
    throw conflict('That e-mail is taken', 'email');
  });
  for (const [name, error] of Object.entries(failures))
    built.get(`/api/test/${name}`, async () => {
      throw error;
    });
  await built.ready();
  return built;
}

describe('error answers', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    ({ app } = await buildTestApp());
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nope?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: `No such route: ${method} /api/nope` });
    }
  });

  it('hides the details of a failure behind a generic 500', async () => {
    app = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toMatch(/10\.0\.0\.7|password|stack|at /);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers a transaction PostgreSQL ended in a deadlock with a 503 to try again (needs TEST_DATABASE_URL)',
    async () => {
      const deadlock = await deadlockError(process.env.TEST_DATABASE_URL!);
      expect(deadlock).toMatchObject({ code: '40P01' });
      app = await appWithFailingRoutes({ deadlock });
      const response = await app.inject({ method: 'GET', url: '/api/test/deadlock' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({
        message:
          'Someone else was changing the same things at that moment; nothing was saved. Please try again.',
      });
    },
  );

  it('keeps the status, message and field of a known error', async () => {
    app = await appWithFailingRoutes();
    const bad = await app.inject({ method: 'GET', url: '/api/test/bad-request' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'quantity is too low', field: 'orderQty' });
    const denied = await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'You are not allowed to do this' });
    const taken = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'That e-mail is taken', field: 'email' });
  });

  it("answers another library's error as a bare 500 whatever status it carries: its words are not ours", async () => {
    // As an SDK's error reaches a route: Stripe's for a revoked key carries 401 and names the key.
    const sdkError = Object.assign(new Error('Invalid API Key provided: sk_live_****1234'), {
      statusCode: 401,
    });
    app = await appWithFailingRoutes({ sdk: sdkError });
    const response = await app.inject({ method: 'GET', url: '/api/test/sdk' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('answers a body of the wrong content type with 415', async () => {
    ({ app } = await buildTestApp());
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a body over the size limit with 413', async () => {
    ({ app } = await buildTestApp());
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'A', lastName: 'B', email: 'a@example.com', message: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    [400, 'a broken %-escape', '/api/order/%E0%A4%A'],
    [414, 'an over-long parameter', `/api/product/${'x'.repeat(200)}`],
    [400, 'a broken %-escape outside /api', '/%E0%A4%A'],
  ])(
    'sends the security headers with the %i for %s, which the router answers before any route',
    async (status, _, url) => {
      ({ app } = await buildTestApp());
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );
});
