import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentIntent } from '@crankworks/contract';
import { order, outbox } from '../src/db/schema/index.ts';
import { expireNextOrder } from '../src/features/payment-settlement/expire-orders.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placedMinutesAgo, placeOrderAs, stockOf } from './order-fixtures.ts';
import { postStripeEvent, stripeEnv, stripeEvent } from './stripe-events.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

const HOLD_MINUTES = 30;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RACES = 100;
/** Races run this many at a time: enough to interleave them, few enough for PGlite's one connection. */
const AT_ONCE = 10;

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());

let t: TestApp;
let customer: TestUser;
beforeEach(async () => {
  // The background loop looks once a day: each race runs the release itself, at the worst moment.
  // One customer places every race's order, and many stay unpaid: his limit is not what is tested.
  t = await buildTestApp({
    ...stripeEnv(standIn.url),
    ORDER_HOLD_MINUTES: String(HOLD_MINUTES),
    ORDER_EXPIRY_POLL_MS: '86400000',
    MAX_UNPAID_ORDERS: String(RACES),
  });
  customer = await signUp(t.app);
});
afterEach(() => t.app.close());

/** An unpaid order with a Stripe intent, placed long enough ago that its hold has run out. */
async function overdueOrderWithIntent(partId: string) {
  const orderId = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 1 }));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: customer.headers,
    payload: { orderId },
  });
  const intentId = (created.json() as PaymentIntent).clientSecret.split('_secret_')[0] ?? '';
  await placedMinutesAgo(t.database.db, orderId, HOLD_MINUTES + 1, HOLD_MINUTES);
  return { orderId, intentId };
}

const browserReturn = (orderId: string, intentId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/order/${orderId}`,
    headers: customer.headers,
    payload: { transactionId: intentId },
  });
const webhook = (intentId: string) =>
  postStripeEvent(t.app, stripeEvent(standIn.intents.get(intentId) ?? {}));
const customerCancel = (orderId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: customer.headers });
const expiry = () =>
  expireNextOrder({
    db: t.database.db,
    provider: t.app.deps.payments,
    holdMinutes: HOLD_MINUTES,
    seller: t.app.deps.config,
  });

/**
 * One race, of three kinds by round. Paid first: the card was paid before the page came back, and
 * the browser's return, the webhook, the customer's cancel and the hold's expiry all arrive at once.
 * Paid while cancelling: the customer pays as his cancel and the expiry arrive, from at once to
 * 90 ms later, so the payment or the cancel reaches Stripe first; the browser return and webhook
 * follow a payment that got through. Cancelled first: the cancel and the expiry race each other,
 * then the card tries to pay a cancelled intent.
 */
async function race(round: number, partId: string) {
  const { orderId, intentId } = await overdueOrderWithIntent(partId);
  const statuses: number[] = [];
  const answer = async (request: Promise<{ statusCode: number }>) => {
    statuses.push((await request).statusCode);
  };
  const cardPayment = async () => {
    try {
      standIn.succeed(intentId);
    } catch {
      return; // The cancel reached Stripe first: the card can no longer pay.
    }
    await Promise.all([answer(browserReturn(orderId, intentId)), answer(webhook(intentId))]);
  };
  const withdrawals = () => Promise.all([answer(customerCancel(orderId)), expiry()]);
  if (round % 4 === 0 || round % 4 === 2) {
    standIn.succeed(intentId);
    await Promise.all([
      answer(browserReturn(orderId, intentId)),
      answer(webhook(intentId)),
      answer(customerCancel(orderId)),
      expiry(),
    ]);
  } else if (round % 4 === 1) {
    await Promise.all([withdrawals(), pause((round % 10) * 10).then(cardPayment)]);
  } else {
    await withdrawals();
    await cardPayment();
  }
  return { orderId, intentId, statuses };
}

describe(`payments race the browser return, the webhook, a cancel and the expiry (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    `in ${RACES} races, every captured payment leaves its order paid once, and nothing else is paid`,
    { timeout: 120_000 },
    async () => {
      const part = await addProduct(t.database.db, { availableQty: 10_000, minimumQty: 1, price: 12 });
      const results: Awaited<ReturnType<typeof race>>[] = [];
      for (let round = 0; round < RACES; round += AT_ONCE)
        results.push(
          ...(await Promise.all(Array.from({ length: AT_ONCE }, (_, index) => race(round + index, part.id)))),
        );

      let captured = 0;
      for (const { orderId, intentId, statuses } of results) {
        // No answer is a 5xx: a late or repeated step is answered, not failed.
        expect(statuses.filter((status) => status >= 500)).toEqual([]);
        const [stored] = await t.database.db.select().from(order).where(eq(order.id, orderId));
        const receipts = await t.database.db.$count(
          outbox,
          and(eq(outbox.kind, 'payment-received'), sql`${outbox.textBody} like ${`%${intentId}%`}`),
        );
        if (standIn.intents.get(intentId)?.status === 'succeeded') {
          captured += 1;
          // No lost payment: the money taken makes the order paid, by that payment, with one receipt.
          expect(stored).toMatchObject({ paid: true, transactionId: intentId, cancelledAt: null });
          expect(receipts).toBe(1);
        } else {
          // Nothing paid without money: the intent was cancelled before the order was.
          expect(standIn.intents.get(intentId)?.status).toBe('canceled');
          expect(stored).toMatchObject({ paid: false, cancelledAt: expect.any(Date) });
          expect(receipts).toBe(0);
        }
      }
      // Every paid order kept its part; every cancelled or expired one gave it back, once.
      expect(await stockOf(t.database.db, part.id)).toBe(10_000 - captured);
      // The paid-first half was captured; the cancelled-first quarter was not.
      expect(captured).toBeGreaterThanOrEqual(RACES / 2);
      expect(captured).toBeLessThanOrEqual(RACES - RACES / 4);
      console.log(`payment races: ${RACES} races, ${captured} captured, ${RACES - captured} cancelled`);
    },
  );
});
