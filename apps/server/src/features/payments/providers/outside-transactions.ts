import { transactionOpen } from '../../../db/open-transactions.ts';
import type { PaymentProvider } from './payment-provider.ts';

type ProviderCall = 'createIntent' | 'retrieveIntent' | 'cancelIntent' | 'refund';

/**
 * The provider as the shop uses it: a call made with a database transaction open is refused (a bug,
 * loud in every test), since a slow provider would hold the transaction's locks and connection —
 * on the embedded database, everybody's one connection (decision 008).
 */
export function outsideTransactions(provider: PaymentProvider): PaymentProvider {
  const guarded = <Name extends ProviderCall>(name: Name): PaymentProvider[Name] =>
    ((...args: Parameters<PaymentProvider[Name]>) => {
      if (transactionOpen())
        return Promise.reject(
          new Error(`the payment provider's ${name} was called inside a database transaction`),
        );
      return (provider[name] as (...callArgs: typeof args) => Promise<unknown>)(...args);
    }) as PaymentProvider[Name];
  return {
    ...provider,
    createIntent: guarded('createIntent'),
    retrieveIntent: guarded('retrieveIntent'),
    cancelIntent: guarded('cancelIntent'),
    refund: guarded('refund'),
  };
}
