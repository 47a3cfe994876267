import { z } from 'zod';
import { idSchema, text } from './common.ts';

export const paymentProviderSchema = z.enum(['stripe', 'test']);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** POST /api/create-payment-intent — the amount comes from the stored order, never from the client. */
export const createPaymentIntentSchema = z.object({ orderId: idSchema });
export type CreatePaymentIntent = z.infer<typeof createPaymentIntentSchema>;

export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  provider: paymentProviderSchema,
  /** Stripe's publishable key, when the provider is Stripe. */
  publishableKey: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.literal('usd'),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** The built-in test processor's card form (decision 003): Stripe's test-card rules apply. */
export const testCardPaymentSchema = z.object({
  clientSecret: text({ error: 'is required' }).min(1, { error: 'is required' }).max(255),
  cardNumber: text({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(30),
  expiry: text({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(7),
  cvc: text({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(4),
  postalCode: text({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(12),
});
export type TestCardPayment = z.infer<typeof testCardPaymentSchema>;

export const cardErrorCodeSchema = z.enum([
  'card_declined',
  'insufficient_funds',
  'incorrect_number',
  'invalid_expiry',
  'expired_card',
  'invalid_cvc',
]);
export type CardErrorCode = z.infer<typeof cardErrorCodeSchema>;

/** A successful confirmation: the payment id is the transaction id the client sends to PATCH /api/order/:id. */
export const testCardResultSchema = z.object({ status: z.literal('succeeded'), transactionId: z.string() });
/** The card form's fields a refusal can concern. */
export const cardFieldSchema = z.enum(['cardNumber', 'expiry', 'cvc']);
export type CardField = z.infer<typeof cardFieldSchema>;

/** The field to correct after a refusal, or none when the card itself was refused. */
export const cardErrorField: Record<CardErrorCode, CardField | null> = {
  card_declined: null,
  insufficient_funds: null,
  incorrect_number: 'cardNumber',
  invalid_expiry: 'expiry',
  expired_card: 'expiry',
  invalid_cvc: 'cvc',
};

/** What the customer can do when the card itself was refused: nothing in the form is wrong. */
export const cardRefusalAdvice: Partial<Record<CardErrorCode, string>> = {
  card_declined: 'Try another card, or ask your bank why it declined this one.',
  insufficient_funds: 'Try another card.',
};

/**
 * A refused card: 402 with the processor's message, shown in red beneath the form, and `field` when
 * one field is to be corrected (shown at that field too).
 */
export const cardErrorSchema = z.object({
  message: z.string(),
  code: cardErrorCodeSchema,
  field: cardFieldSchema.optional(),
});

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
] as const;

/** Answers about card payments that are ours, not the payment provider's. */
export const paymentMessages = {
  /** Its own refusal (a revoked key, a request it does not take) is no fault of the customer's. */
  providerFailed: 'The payment provider could not be reached or refused the request; please try again later',
  /** It took longer than PAYMENT_PROVIDER_TIMEOUT_MS, twice. */
  providerSlow:
    'The payment provider did not answer in time. Nothing was charged; please try again in a minute.',
} as const;

/** POST /api/stripe/webhook acknowledges a verified event (Stripe only reads the status). */
export const stripeWebhookAckSchema = z.object({ received: z.literal(true) });
