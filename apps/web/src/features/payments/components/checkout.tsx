import type { Order } from '@crankworks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { cartKeys } from '../../cart/index.ts';
import { usePayOrder } from '../../orders/index.ts';
import { usePaymentIntent } from '../api/create-payment-intent.ts';
import { TestCardForm } from './test-card-form.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

const StripeCardForm = lazy(() =>
  import('./stripe-card-form.tsx').then((module) => ({ default: module.StripeCardForm })),
);

interface CheckoutProps {
  order: Order;
  /** A guest's order link token: his payment goes without a session (decision 066). */
  orderLink?: string;
  /** Called once the server has marked the order paid. */
  onPaid: (transactionId: string) => void;
}

// The server renders the payment page this way too: a browser without scripts (or whose scripts
// failed to load) stops here, and is told why. A <noscript> would not say it in the second case.
const loadingForm = (
  <div
    role="status"
    aria-label="Preparing the payment form"
    className="card card-border bg-base-100 gap-3 p-6"
  >
    <div className="skeleton h-40 w-full" />
    <p className="text-sm">
      The card form needs JavaScript: should it not appear, turn JavaScript on and reload this page.
    </p>
  </div>
);

/** Starts a payment intent for the order and shows the card form of whichever provider is on. */
export function Checkout({ order, onPaid, orderLink }: CheckoutProps) {
  const intent = usePaymentIntent(order._id, true, orderLink);
  const payOrder = usePayOrder();
  const queryClient = useQueryClient();

  const onConfirmed = async (transactionId: string) => {
    const paid = await payOrder.mutateAsync({ orderId: order._id, transactionId, orderLink });
    // An order placed from the cart took its parts out of it as it was paid (decision 065).
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    onPaid(paid.transactionId ?? transactionId);
  };

  if (intent.isPending) return loadingForm;
  if (intent.isError) {
    return (
      <QueryError
        title="We could not start the payment."
        error={intent.error}
        onRetry={() => void intent.refetch()}
      />
    );
  }

  const { provider, clientSecret, publishableKey, amountCents } = intent.data;
  if (provider === 'test') {
    return (
      <div className="flex flex-col gap-4">
        <TestModeBanner />
        <TestCardForm
          clientSecret={clientSecret}
          amountCents={amountCents}
          onConfirmed={onConfirmed}
          orderLink={orderLink}
        />
      </div>
    );
  }
  if (!publishableKey) {
    return (
      <p className="alert alert-error">Card payments are not configured on this server. Please contact us.</p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="alert alert-soft">
        Card payments are processed by Stripe; your card details never reach our server.
      </p>
      <Suspense fallback={loadingForm}>
        <StripeCardForm
          publishableKey={publishableKey}
          clientSecret={clientSecret}
          amountCents={amountCents}
          onConfirmed={onConfirmed}
        />
      </Suspense>
    </div>
  );
}
