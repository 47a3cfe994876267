import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatUsd } from '../../../lib/format.ts';
import { CardError } from './card-error.tsx';
import type { CardFormProps } from './card-form-props.ts';

/**
 * Stripe mode's card form. This module is imported lazily, so Stripe's libraries are downloaded
 * only by a customer paying while Stripe is configured.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ clientSecret, amountCents, onConfirmed }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [cardError, setCardError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setCardError(null);
    setPaying(true);
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card },
      });
      if (error) setCardError(error.message ?? 'Your card could not be charged.');
      else if (paymentIntent.status !== 'succeeded')
        setCardError(`The payment is ${paymentIntent.status.replaceAll('_', ' ')}.`);
      else await onConfirmed(paymentIntent.id);
    } catch (error) {
      setCardError(errorMessage(error));
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Card payment"
      className="card card-border bg-base-100 p-6 shadow-sm"
    >
      <div role="group" aria-labelledby={labelId} className="fieldset">
        <span id={labelId} className="fieldset-legend">
          Card details
        </span>
        <div className="input w-full items-center">
          <CardElement
            className="w-full"
            options={{ hidePostalCode: false, style: { base: { fontSize: '16px' } } }}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary mt-4" disabled={!stripe || paying}>
        {paying ? 'Paying…' : `Pay ${formatUsd(amountCents / 100)}`}
      </button>
      <CardError message={cardError} />
    </form>
  );
}
