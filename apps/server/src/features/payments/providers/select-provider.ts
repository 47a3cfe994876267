import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { outsideTransactions } from './outside-transactions.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProcessor } from './test-processor.ts';

/** Stripe when both of its keys are set, else the built-in test processor; never inside a transaction. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  return outsideTransactions(chooseProvider(config, db));
}

function chooseProvider(config: Config, db: Db): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      apiBase: config.STRIPE_API_BASE,
      timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    });
  }
  return createTestProcessor(db);
}
