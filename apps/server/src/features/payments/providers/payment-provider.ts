import type { PaymentProviderName } from '@crankworks/contract';
import type { Db } from '../../../db/client.ts';

export interface CreateIntentInput {
  orderId: string;
  amountCents: number;
  currency: 'usd';
  /** The same key always yields the same intent, so a retried request never charges twice. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface RetrievedIntent {
  id: string;
  /** Stripe's PaymentIntent status; only `succeeded` means the money is there. */
  status: string;
  amountCents: number;
  currency: string;
  /** The order the intent was created for (metadata.orderId); null when it carries none. */
  orderId: string | null;
}

/** What became of an intent the shop asked the provider to cancel. */
export type CancelOutcome =
  /** It can no longer be paid. */
  | 'canceled'
  /** Too late: the customer's payment has already succeeded. */
  | 'succeeded';

/**
 * A card payment provider: Stripe when configured, else the built-in test processor. A call made
 * while the caller holds an order's row lock passes its transaction as `tx`: a provider that keeps
 * its intents in the shop's database works inside it (PGlite has one connection), Stripe ignores it.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  publishableKey: string | null;
  createIntent(input: CreateIntentInput, tx?: Db): Promise<CreatedIntent>;
  /** The intent as the provider knows it, or null when there is no such intent. */
  retrieveIntent(id: string, tx?: Db): Promise<RetrievedIntent | null>;
  /** Cancels an intent so that it can never be paid, unless its payment has already succeeded. */
  cancelIntent(id: string, tx?: Db): Promise<CancelOutcome>;
}

/** One intent per order and amount: a repeated request answers with the same client secret. */
export const orderIdempotencyKey = (orderId: string, amountCents: number) =>
  `order-${orderId}-${amountCents}`;
