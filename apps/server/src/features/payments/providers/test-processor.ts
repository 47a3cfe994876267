import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { conflict } from '../../../lib/errors.ts';
import { testPaymentIntent } from '../../../db/schema/index.ts';
import type { PaymentProvider, TestIntentRow } from './payment-provider.ts';
import { checkTestCard, type CardCheck, type TestCard } from './test-cards.ts';
import { refundTestIntent } from './test-refunds.ts';

const newIntentId = () => `pi_test_${randomBytes(12).toString('hex')}`;

/** The built-in processor: intents in the database, Stripe's test-card rules, its intent id as the transaction id. */
export function createTestProcessor(shopDb: Db): PaymentProvider {
  return {
    name: 'test',
    publishableKey: null,
    stripeWebhooks: false,
    testCards: {
      findIntent: (clientSecret) => findTestIntentByClientSecret(shopDb, clientSecret),
      confirm: (intent, card) => confirmTestIntent(shopDb, intent, card),
    },

    async createIntent({ orderId, amountCents, currency, idempotencyKey }) {
      const db = shopDb;
      const id = newIntentId();
      const [created] = await db
        .insert(testPaymentIntent)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          idempotencyKey,
          orderId,
          amountCents,
          currency,
          status: 'requires_payment_method',
        })
        .onConflictDoNothing({ target: testPaymentIntent.idempotencyKey })
        .returning();
      const intent =
        created ??
        (
          await db
            .select()
            .from(testPaymentIntent)
            .where(eq(testPaymentIntent.idempotencyKey, idempotencyKey))
        )[0];
      if (!intent) throw new Error(`no test payment intent for key ${idempotencyKey}`);
      return { id: intent.id, clientSecret: intent.clientSecret };
    },

    async retrieveIntent(id) {
      const [intent] = await shopDb.select().from(testPaymentIntent).where(eq(testPaymentIntent.id, id));
      if (!intent) return null;
      return {
        id: intent.id,
        status: intent.status,
        amountCents: intent.amountCents,
        currency: intent.currency,
        orderId: intent.orderId,
      };
    },

    async cancelIntent(id) {
      const [canceled] = await shopDb
        .update(testPaymentIntent)
        .set({ status: 'canceled' })
        .where(and(eq(testPaymentIntent.id, id), eq(testPaymentIntent.status, 'requires_payment_method')))
        .returning({ id: testPaymentIntent.id });
      if (canceled) return 'canceled';
      const [intent] = await shopDb
        .select({ status: testPaymentIntent.status })
        .from(testPaymentIntent)
        .where(eq(testPaymentIntent.id, id));
      return intent?.status === 'succeeded' ? 'succeeded' : 'canceled';
    },

    refund: (intentId, asked) => refundTestIntent(shopDb, intentId, asked),
  };
}

const canceledWithOrder = () => conflict('This payment was cancelled together with its order');

export async function findTestIntentByClientSecret(
  db: Db,
  clientSecret: string,
): Promise<TestIntentRow | undefined> {
  const [intent] = await db
    .select()
    .from(testPaymentIntent)
    .where(eq(testPaymentIntent.clientSecret, clientSecret));
  return intent;
}

/**
 * Pays an intent with a test card. A refused card leaves it payable again, as Stripe does; confirming
 * an intent that already succeeded answers the same success without charging twice. An intent
 * cancelled with its order is never paid: the status update below is the point where a payment and
 * a cancellation of the same intent are put in order.
 */
export async function confirmTestIntent(
  db: Db,
  intent: TestIntentRow,
  card: TestCard,
  now = new Date(),
): Promise<CardCheck> {
  if (intent.status === 'succeeded') return { ok: true, last4: intent.cardLast4 ?? '' };
  if (intent.status === 'canceled') throw canceledWithOrder();
  const verdict = checkTestCard(card, now);
  if (!verdict.ok) return verdict;
  const [paid] = await db
    .update(testPaymentIntent)
    .set({ status: 'succeeded', cardLast4: verdict.last4 })
    .where(and(eq(testPaymentIntent.id, intent.id), eq(testPaymentIntent.status, 'requires_payment_method')))
    .returning({ cardLast4: testPaymentIntent.cardLast4 });
  if (paid) return verdict;
  // Another request settled the intent first: paid by a concurrent confirmation, or cancelled.
  const [current] = await db.select().from(testPaymentIntent).where(eq(testPaymentIntent.id, intent.id));
  if (current?.status === 'succeeded') return { ok: true, last4: current.cardLast4 ?? '' };
  throw canceledWithOrder();
}
