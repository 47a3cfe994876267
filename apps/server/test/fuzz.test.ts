import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf, signUp, type TestUser } from './auth-helper.ts';
import type { Pools } from './fuzz/arbitraries.ts';
import { everyOperation, requestsFor, type FuzzRequest, type OpenApiDocument } from './fuzz/requests.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { messageOf, messagesWithCode } from './plain-words.ts';

/**
 * Requests generated from the OpenAPI document for every route (and better-auth's endpoints that
 * write users), as visitor, customer and admin: wrong types, huge and empty strings, control
 * characters, unicode, nulls, arrays, extreme numbers, malformed JSON, wrong content types. Whatever
 * comes in, the answer is never a 5xx. Bounded by RUNS per route and caller.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let t: TestApp;
let callers: Record<'visitor' | 'customer' | 'admin', TestUser | undefined>;
let pools: Pools;
beforeAll(async () => {
  t = await buildTestApp();
  const [customer, admin] = await Promise.all([signUp(t.app), signUp(t.app, { role: 'admin' })]);
  callers = { visitor: undefined, customer, admin };
  const part = await addProduct(t.database.db, { availableQty: 1_000_000, minimumQty: 1 });
  const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 1 }));
  pools = { ids: [part.id, orderId], emails: [customer.email, admin.email] };
});
afterAll(() => t.app.close());

describe('fuzzing every route from the OpenAPI document', () => {
  it('never answers 5xx, and refuses in words', { timeout: 240_000 }, async () => {
    const operations = everyOperation(t.app.swagger() as OpenApiDocument);
    let sent = 0;
    const serverErrors: string[] = [];
    const refusals: string[] = [];
    for (const operation of operations) {
      for (const [name, user] of Object.entries(callers)) {
        const send = async (request: FuzzRequest) => {
          sent += 1;
          const response = await t.app.inject({
            ...request,
            method: request.method as 'GET',
            headers: { ...request.headers, ...(user ? { ...user.headers, origin: originOf(t.app) } : {}) },
          });
          const refusal = response.statusCode >= 400 ? messageOf(response) : undefined;
          if (refusal !== undefined) refusals.push(refusal);
          if (response.statusCode >= 500) {
            serverErrors.push(
              `${name}: ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.payload?.slice(0, 200))} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
            return false;
          }
          return true;
        };
        const outcome = await fc.check(fc.asyncProperty(requestsFor(operation, pools), send), {
          numRuns: RUNS,
          endOnFailure: true,
        });
        if (outcome.failed && serverErrors.length === 0) serverErrors.push(String(outcome.errorInstance));
      }
    }
    console.info(`fuzz: ${operations.length} routes, ${sent} requests, ${serverErrors.length} answered 5xx`);
    expect(serverErrors).toEqual([]);
    expect(operations.length).toBeGreaterThan(25);
    // What the app may show of a refusal is in words, however odd the request (messages-audit.test.ts).
    expect(messagesWithCode(refusals)).toEqual([]);
  });
});
