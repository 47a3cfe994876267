import { afterEach, describe, expect, it } from 'vitest';
import { imageMessages, uploadedImageSchema } from '@crankworks/contract';
import { productImage } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
afterEach(() => t.app.close());

const MAX_BYTES = 4096;
const start = async () => {
  t = await buildTestApp({ IMAGE_MAX_BYTES: String(MAX_BYTES) });
  return signUp(t.app, { role: 'admin' });
};

/** The smallest valid PNG (a 1×1 transparent pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(28),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
function multipartBody(bytes: Buffer, filename: string, type: string, field = 'image') {
  const boundary = '----crankworks-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: TestUser | null, bytes: Buffer, filename = 'part.png', type = 'image/png') => {
  const body = multipartBody(bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...who?.headers, ...body.headers },
    payload: body.payload,
  });
};

describe('POST /api/images', () => {
  it('stores a PNG for an admin and serves it at the answered URL', async () => {
    const admin = await start();
    const response = await upload(admin, PNG);
    expect(response.statusCode).toBe(201);
    const { _id, url } = uploadedImageSchema.parse(response.json());
    expect(url).toBe(`/api/images/${_id}`);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('takes a %s, typed by its bytes whatever its name and claimed type', async (_name, bytes, type) => {
    const admin = await start();
    const response = await upload(admin, bytes, 'photo.png', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: response.json<{ url: string }>().url });
    expect(served.headers['content-type']).toBe(type);
  });

  it('stores the same file once', async () => {
    const admin = await start();
    const first = (await upload(admin, PNG)).json<{ _id: string }>();
    const second = (await upload(admin, PNG, 'again.png')).json<{ _id: string }>();
    expect(second._id).toBe(first._id);
    expect(await t.database.db.$count(productImage)).toBe(1);
  });

  it.each([
    ['text named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png', 'image/png'],
    ['an SVG', SVG, 'drawing.svg', 'image/svg+xml'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('refuses %s with a 400 naming the image, storing nothing', async (_name, bytes, filename, type) => {
    const admin = await start();
    const response = await upload(admin, bytes, filename, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: imageMessages.notAnImage, field: 'image' });
    expect(await t.database.db.$count(productImage)).toBe(0);
  });

  it('refuses a file above IMAGE_MAX_BYTES with a 413 that says the limit', async () => {
    const admin = await start();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]);
    const response = await upload(admin, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The image may be at most 4 KB', field: 'image' });
    expect(await t.database.db.$count(productImage)).toBe(0);
  });

  it('asks for multipart/form-data and for a file', async () => {
    const admin = await start();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: admin.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const boundary = 'b';
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: imageMessages.missing, field: 'image' });
  });

  it('refuses a visitor (401) and a customer (403), storing nothing', async () => {
    await start();
    expect((await upload(null, PNG)).statusCode).toBe(401);
    const customer = await signUp(t.app);
    expect((await upload(customer, PNG)).statusCode).toBe(403);
    expect(await t.database.db.$count(productImage)).toBe(0);
  });
});

describe('POST /api/images with a broken body', () => {
  it('answers 400, not 500, when the multipart body cannot be read', async () => {
    const admin = await start();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '["not", "multipart"]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The upload could not be read as multipart/form-data',
      field: 'image',
    });
  });
});

describe('GET /api/images/:id', () => {
  it('lets browsers keep the image for good and revalidate by ETag, and forbids sniffing', async () => {
    const admin = await start();
    const { url } = (await upload(admin, PNG)).json<{ url: string }>();

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const etag = served.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('answers 404 for an unknown image and 400 naming the id for a malformed one', async () => {
    await start();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/images/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/images/nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'id' });
  });
});
