import { cardErrorCodeSchema, cardRefusalAdvice, testCardPaymentSchema } from '@crankworks/contract';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { formatUsd } from '../../../lib/format.ts';
import { useConfirmTestPayment } from '../api/confirm-test-payment.ts';
import { CardError } from './card-error.tsx';
import type { CardFormProps } from './card-form-props.ts';

const cardFieldsSchema = testCardPaymentSchema.omit({ clientSecret: true });

const fields = {
  cardNumber: { label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
  expiry: { label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  cvc: { label: 'CVC', autoComplete: 'cc-csc', placeholder: '123' },
  postalCode: { label: 'Postal code', autoComplete: 'postal-code', placeholder: '10001' },
} as const;
type CardField = keyof typeof fields;
const cardFields = Object.keys(fields) as CardField[];

/** The processor's words, and what to do when the card itself was refused (the form is kept). */
function refusalText(error: unknown) {
  const code = error instanceof ApiRequestError ? cardErrorCodeSchema.safeParse(error.code).data : undefined;
  const advice = code && cardRefusalAdvice[code];
  return advice ? `${errorMessage(error)} ${advice}` : errorMessage(error);
}

/**
 * The built-in test processor's own card form (decision 003); Stripe mode uses Stripe's form instead.
 * A refusal is said in red beneath the form, and at the field to correct when there is one.
 */
export function TestCardForm({ clientSecret, amountCents, onConfirmed, orderLink }: CardFormProps) {
  const confirmPayment = useConfirmTestPayment(orderLink);
  const [cardError, setCardError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(cardFieldsSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', postalCode: '' },
  });

  const onSubmit = handleSubmit(async (card) => {
    setCardError(null);
    try {
      const result = await confirmPayment.mutateAsync({ clientSecret, ...card });
      await onConfirmed(result.transactionId);
    } catch (error) {
      setCardError(refusalText(error));
      showServerFieldError(error, cardFields, setError);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Card payment"
      className="card card-border bg-base-100 p-6 shadow-sm"
    >
      <FormField
        label={fields.cardNumber.label}
        error={fieldErrorText(fields.cardNumber.label, errors.cardNumber)}
      >
        {(field) => <input {...field} {...register('cardNumber')} {...inputProps('cardNumber')} />}
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-3">
        {(['expiry', 'cvc', 'postalCode'] as const).map((name) => (
          <FormField
            key={name}
            label={fields[name].label}
            error={fieldErrorText(fields[name].label, errors[name])}
          >
            {(field) => <input {...field} {...register(name)} {...inputProps(name)} />}
          </FormField>
        ))}
      </div>
      <button type="submit" className="btn btn-primary mt-4" disabled={isSubmitting}>
        {isSubmitting ? 'Paying…' : `Pay ${formatUsd(amountCents / 100)}`}
      </button>
      <CardError message={cardError} />
    </form>
  );
}

const inputProps = (name: CardField) => ({
  type: 'text',
  inputMode: 'numeric' as const,
  autoComplete: fields[name].autoComplete,
  placeholder: fields[name].placeholder,
  className: 'input w-full font-mono',
});
