import type { PaymentProviderName } from '@crankworks/contract';
import type { testPaymentIntent } from '../../../db/schema/index.ts';
import type { SHOP_CURRENCY } from '../../../lib/money.ts';
import type { OrderPayments } from '../../orders/index.ts';
import type { CardCheck, TestCard } from './test-cards.ts';

export interface CreateIntentInput {
  orderId: string;
  amountCents: number;
  currency: typeof SHOP_CURRENCY;
  /** The same key always yields the same intent, so a retried request never charges twice. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export type TestIntentRow = typeof testPaymentIntent.$inferSelect;

/** Paying an intent with a test card, as the test processor's own payment form does. */
export interface TestCardPayments {
  findIntent(clientSecret: string): Promise<TestIntentRow | undefined>;
  confirm(intent: TestIntentRow, card: TestCard): Promise<CardCheck>;
}

/**
 * A card payment provider: Stripe when configured, else the built-in test processor. Besides what
 * every provider does, each says what else it can do (the routes ask it, never its name).
 */
export interface PaymentProvider extends OrderPayments {
  name: PaymentProviderName;
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** Whether Stripe reports this provider's payments to the shop's webhook. */
  stripeWebhooks: boolean;
  /** Paying with a test card on the shop's own page: only the built-in test processor can. */
  testCards?: TestCardPayments;
}

/** One intent per order and amount: a repeated request answers with the same client secret. */
export const orderIdempotencyKey = (orderId: string, amountCents: number) =>
  `order-${orderId}-${amountCents}`;
