import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProcessor } from './test-processor.ts';

/** Stripe when both of its keys are set, else the built-in test processor. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createTestProcessor(db);
}
