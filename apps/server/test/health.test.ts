import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, testDatabase } from './helper.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('health and readiness', () => {
  it('answers /api/health while the process runs', async () => {
    ({ app } = await buildTestApp());
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /api/ready when the database answers', async () => {
    ({ app } = await buildTestApp());
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 on /api/ready when the database does not answer', async () => {
    const database = await testDatabase();
    const unreachable = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' }),
      database: unreachable,
    });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database does not answer' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('API documentation', () => {
  it('serves OpenAPI JSON at /api/docs/json listing the product routes', async () => {
    ({ app } = await buildTestApp());
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths['/api/products'] ?? {})).toContain('get');
    expect(Object.keys(document.paths['/api/purchase/{id}'] ?? {})).toContain('get');
    expect(Object.keys(document.paths['/api/product/{id}'] ?? {})).toContain('get');
    expect(Object.keys(document.paths['/api/reviews'] ?? {})).toContain('get');
    expect(Object.keys(document.paths['/api/contact'] ?? {})).toContain('post');
  });

  it('serves the browsable documentation at /api/docs', async () => {
    ({ app } = await buildTestApp());
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers 503 on /api/ready while draining, so a load balancer stops sending, and closes connections', async () => {
    ({ app } = await buildTestApp());
    app.draining = true;
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'This node is shutting down' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});
