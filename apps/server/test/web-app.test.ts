import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, resetDatabase, testDatabase, type TestApp } from './helper.ts';
import { captureLogs } from './log-capture.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Crankworks</title></head><body><div id="root"></div></body></html>';
const BIG_SCRIPT = 'console.log("crankworks");\n'.repeat(200);
let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'crankworks-web-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, 'images'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), 'console.log("crankworks");');
  writeFileSync(join(distDir, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  writeFileSync(join(distDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(distDir, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(join(distDir, 'images', 'hero-bicycle.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Compressed as it is sent (no .br/.gz beside it), and far larger than what a socket buffers.
  writeFileSync(join(distDir, 'images', 'parts-map.svg'), randomBytes(6 * 1024 * 1024).toString('hex'));
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: distDir });
});
afterEach(() => t.app.close());

describe('serving the built web app', () => {
  it.each(['/', '/blogs', `/purchase/${randomUUID()}`, '/dashboard/payment/123?from=orders'])(
    'answers the page %s with index.html, revalidated on every visit',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/no-such-page', '/dashboard/nothing-here', '/purchase', `/purchase/${randomUUID()}/extra`])(
    'answers the unknown page %s with the app (its not-found page) and status 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    '/forgot-password',
    '/reset-password?token=abc',
    '/dashboard/outbox',
    `/products/${randomUUID()}`,
  ])('knows the page %s', async (url) =>
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200),
  );

  it('serves hashed assets as cacheable forever', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("crankworks");');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the copy the build compressed when the browser accepts %s', async (accepted, encoding) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const compressed = join(distDir, 'assets', `big-abc123.js.${encoding === 'br' ? 'br' : 'gz'}`);
    expect(response.rawPayload).toEqual(readFileSync(compressed));
  });

  it('sends the file itself to a browser that accepts no compression', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it('serves other files with a short cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/images/hero-bicycle.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404 instead of index.html', async () => {
    for (const url of ['/assets/app-old999.js', '/images/products/missing.svg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });

  it('tells a range it cannot meet how long the file is (Content-Range: bytes */length)', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { range: 'bytes=999999-' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${file.rawPayload.length}`);
  });

  it.each([
    [416, { range: 'bytes=999999-' }, 'Range Not Satisfiable'],
    [412, { 'if-match': '"another-version"' }, 'Precondition Failed'],
  ])(
    "answers a file's %i to a request it cannot meet, as the file server words it",
    async (status, headers, message) => {
      const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    },
  );

  it('keeps unknown /api paths JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'No such route: GET /api/nope' });
  });

  it('still answers the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('a download the client gives up on', () => {
  it('is logged as the client’s doing, not as an error of the shop', async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const logs = captureLogs();
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: distDir, LOG_LEVEL: 'debug' });
    const app = await buildApp({ config, database, logStream: logs.stream });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as { port: number };
      // The client reads the first bytes of a compressed file, then closes the connection.
      await new Promise<void>((done, fail) => {
        const request = get(
          { host: '127.0.0.1', port, path: '/images/parts-map.svg', headers: { 'accept-encoding': 'gzip' } },
          (response) => {
            expect(response.headers['content-encoding']).toBe('gzip');
            response.once('data', () => {
              request.destroy();
              done();
            });
          },
        );
        request.on('error', fail);
      });
      // The compression's stream reports the early end once the server has seen the connection close.
      while (!/premature close/i.test(logs.text())) await new Promise((resolve) => setTimeout(resolve, 20));
      const levels = logs.lines.map((line) => (JSON.parse(line) as { level: number; msg: string }).level);
      expect(levels.filter((level) => level >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  it.each(['/', '/api/products'])('sends a CSP, nosniff and no framing on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('does not send HSTS or upgrade requests outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
