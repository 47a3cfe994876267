import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusalOf } from '@crankworks/contract';
import { contactMessage } from '../src/db/schema/index.ts';
import { buildApp } from '../src/app.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  message: 'Bulk price for hubs?',
};
const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
const storedCount = () => t.database.db.$count(contactMessage);

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const response = await post({ ...valid, firstName: '  Ada  ' });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    const [row] = await t.database.db.select().from(contactMessage).where(eq(contactMessage.id, insertedId));
    expect(row).toMatchObject({ ...valid, firstName: 'Ada' });
  });

  it('accepts names of 20 characters and a message of 2,000, the most the contact form allows', async () => {
    const twenty = 'x'.repeat(20);
    const quote = 'Quote for 40 cranksets, 172.5 mm. '.repeat(58).slice(0, 2000);
    const response = await post({ ...valid, firstName: twenty, lastName: twenty, message: quote });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactMessage);
    expect(row?.message).toBe(quote.trim());
  });

  it.each([
    ['firstName', 21, 'must be at most 20 characters'],
    ['lastName', 21, 'must be at most 20 characters'],
    ['message', 2001, 'must be at most 2,000 characters'],
  ])('rejects a %s of %i characters and stores nothing', async (field, length, reason) => {
    const response = await post({ ...valid, [field]: 'x'.repeat(length) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: refusalOf(field, reason), field });
    expect(await storedCount()).toBe(0);
  });

  it.each(['firstName', 'lastName', 'email', 'message'])('rejects a message without %s', async (field) => {
    const response = await post({ ...valid, [field]: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: refusalOf(field, 'is required'), field });
    expect(await storedCount()).toBe(0);
  });

  it('rejects a field of blanks as missing', async () => {
    const response = await post({ ...valid, lastName: '    ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Last name is required', field: 'lastName' });
  });

  it.each(['not-an-email', 'ada@', '@example.com', 'ada example.com'])(
    'rejects the e-mail %s',
    async (email) => {
      const response = await post({ ...valid, email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Email must be a valid e-mail address', field: 'email' });
      expect(await storedCount()).toBe(0);
    },
  );

  it('rejects a request without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request is required', field: 'body' });
  });

  it('rejects malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Ada",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await storedCount()).toBe(0);
  });

  it('limits one client to 10 messages a minute', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await post(valid)).statusCode).toBe(201);
    }
    const response = await post(valid);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: expect.stringMatching(/rate limit/i) });
    expect(await storedCount()).toBe(10);
  });

  it('counts the limit across every node on the database, not per process', async () => {
    const otherNode = await buildApp({ config: t.app.deps.config, database: t.database });
    try {
      for (let index = 0; index < 10; index += 1) {
        const node = index % 2 === 0 ? t.app : otherNode;
        expect((await node.inject({ method: 'POST', url: '/api/contact', payload: valid })).statusCode).toBe(
          201,
        );
      }
      expect(
        (await otherNode.inject({ method: 'POST', url: '/api/contact', payload: valid })).statusCode,
      ).toBe(429);
      expect(await storedCount()).toBe(10);
    } finally {
      await otherNode.close();
    }
  });
});
