import type { PaymentProviderName } from '@crankworks/contract';

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

/** A card payment provider: Stripe when configured, else the built-in test processor (DESIGN §3.12). */
export interface PaymentProvider {
  name: PaymentProviderName;
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** The intent as the provider knows it, or null when there is no such intent. */
  retrieveIntent(id: string): Promise<RetrievedIntent | null>;
}

/** One intent per order and amount: a repeated request answers with the same client secret. */
export const orderIdempotencyKey = (orderId: string, amountCents: number) =>
  `order-${orderId}-${amountCents}`;
