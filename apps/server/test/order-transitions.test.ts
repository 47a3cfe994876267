import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, orderMessages, type OrderEventName, type OrderStatus } from '@crankworks/contract';
import { order } from '../src/db/schema/index.ts';
import { allows, moveOrder, transitions, type OrderEvent } from '../src/features/orders/transitions.ts';
import { HttpError } from '../src/lib/errors.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';

let t: TestApp;
let customer: TestUser;
let partId: string;
beforeAll(async () => {
  // One customer holds an order in every state at once: far more unpaid ones than a customer may.
  t = await buildTestApp({ MAX_UNPAID_ORDERS: '1000' });
  customer = await signUp(t.app);
  partId = (await addProduct(t.database.db, { availableQty: 10_000, minimumQty: 1 })).id;
});
afterAll(() => t.app.close());

const at = new Date('2026-11-20T10:00:00Z');
/** The history an order in each state carries (a fixture: the shop itself only writes through moves). */
const historyOf: Record<OrderStatus, Partial<typeof order.$inferInsert>> = {
  unpaid: {},
  paid: { paid: true, paidAt: at },
  partially_shipped: { paid: true, paidAt: at, firstShipmentAt: at },
  shipped: { paid: true, paidAt: at, firstShipmentAt: at, shipped: true, shippedAt: at },
  delivered: { paid: true, paidAt: at, firstShipmentAt: at, shipped: true, shippedAt: at, deliveredAt: at },
  cancelled: { cancelledAt: at },
  expired: { cancelledAt: at, expiredAt: at },
};

async function orderIn(status: OrderStatus) {
  const id = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 1 }));
  const transactionId = historyOf[status].paid ? `pi_test_${id}` : null;
  await t.database.db
    .update(order)
    .set({ ...historyOf[status], transactionId, status })
    .where(eq(order.id, id));
  return id;
}

let payments = 0;
const eventNamed = (name: OrderEventName): OrderEvent =>
  name === 'pay' ? { name, transactionId: `pi_test_payment_${(payments += 1)}` } : { name };

const stored = async (id: string) => (await t.database.db.select().from(order).where(eq(order.id, id)))[0];

describe('every (state, event) pair through the transition table', () => {
  const events = Object.keys(transitions) as OrderEventName[];
  const pairs = ORDER_STATUSES.flatMap((status) => events.map((event) => [status, event] as const));

  it.each(pairs)(
    '%s × %s: moves once as the table says, or changes nothing and answers 409 in words',
    async (status, event) => {
      const id = await orderIn(status);
      const before = await stored(id);
      if (allows(status, event)) {
        const moved = await moveOrder(t.database.db, id, eventNamed(event));
        expect(moved.status).toBe(transitions[event].to);
        expect((await stored(id))?.status).toBe(transitions[event].to);
        return;
      }
      const refusal = await moveOrder(t.database.db, id, eventNamed(event)).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ statusCode: 409 });
      expect((refusal as HttpError).message).toMatch(/^[A-Z][^_]+, so it cannot be [a-z ]+$/);
      expect(await stored(id)).toEqual(before);
    },
  );

  it('moves once: the same event on the order it moved is refused, or leaves it where it is', async () => {
    for (const event of events) {
      const [from] = transitions[event].from;
      if (!from) continue;
      const id = await orderIn(from);
      await moveOrder(t.database.db, id, eventNamed(event));
      const again = await moveOrder(t.database.db, id, eventNamed(event)).catch((error: unknown) => error);
      if (again instanceof HttpError) expect(again.statusCode).toBe(409);
      else expect((again as { status: string }).status).toBe(transitions[event].to);
    }
  });

  it('never cancels or expires an unpaid order whose payment may still succeed', async () => {
    for (const event of ['cancel', 'expire'] as const) {
      const id = await orderIn('unpaid');
      await t.database.db.update(order).set({ paymentIntentId: 'pi_test_open' }).where(eq(order.id, id));
      const before = await stored(id);
      await expect(moveOrder(t.database.db, id, { name: event })).rejects.toMatchObject({
        statusCode: 409,
        message: orderMessages.paymentOpen,
      });
      expect(await stored(id)).toEqual(before);
    }
  });

  it('writes the history beside the state: the flags and timestamps the release before reads', async () => {
    const id = await orderIn('unpaid');
    await moveOrder(t.database.db, id, { name: 'pay', transactionId: 'pi_test_history' });
    expect(await stored(id)).toMatchObject({ status: 'paid', paid: true, transactionId: 'pi_test_history' });
    await moveOrder(t.database.db, id, { name: 'ship-part' });
    await moveOrder(t.database.db, id, { name: 'ship-rest' });
    await moveOrder(t.database.db, id, { name: 'deliver' });
    const row = await stored(id);
    expect(row).toMatchObject({ status: 'delivered', shipped: true });
    expect([row?.paidAt, row?.firstShipmentAt, row?.shippedAt, row?.deliveredAt].every(Boolean)).toBe(true);
  });
});
