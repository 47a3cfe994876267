import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { App } from '../src/app.ts';

export const WEBHOOK_SECRET = 'whsec_test_crankworks';

/** The settings that point the app at a local Stripe stand-in (stripe-stand-in.ts) and sign its webhooks. */
export const stripeEnv = (standInUrl: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: standInUrl,
});

/** A Stripe event as Stripe would POST it, signed with the SDK's own test-header helper. */
export function stripeEvent(
  object: object,
  {
    type = 'payment_intent.succeeded',
    secret = WEBHOOK_SECRET,
    signedAt = Math.floor(Date.now() / 1000),
  } = {},
) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: signedAt });
  return {
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}

/** POSTs a signed event (from `stripeEvent`) to the shop's webhook, as Stripe does. */
export const postStripeEvent = (app: App, event: ReturnType<typeof stripeEvent>) =>
  app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: event.headers, payload: event.payload });
