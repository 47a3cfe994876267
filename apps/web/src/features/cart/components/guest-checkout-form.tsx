import {
  guestCheckoutSchema,
  labelsOf,
  messages,
  orderLinkPath,
  type StoredCartLine,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { InputField } from '../../../components/form-field.tsx';
import { ShippingFields } from '../../../components/shipping-fields.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useGuestCheckout } from '../api/guest-checkout.ts';
import { showCheckoutRefusal, type CheckoutFailure } from './checkout-refusal.ts';

const contactSchema = guestCheckoutSchema.omit({ lines: true });
const fieldNames = ['name', 'email', 'address', 'phone'] as const;
const labels = labelsOf('name', 'email');
const empty = { name: '', email: '', address: '', phone: '' };

/**
 * A visitor's name, e-mail and where to ship his browser cart, then "Place order and pay": the order
 * is placed without an account and its payment follows on the order link's page (decision 066).
 */
export function GuestCheckoutForm({ lines }: { lines: StoredCartLine[] }) {
  const navigate = useNavigate();
  const guestCheckout = useGuestCheckout();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactSchema), defaultValues: empty });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    guestCheckout.mutate(
      { ...values, lines },
      {
        onSuccess: ({ orderLink }) => {
          toast.success(messages.orderAdded);
          void navigate(`${orderLinkPath(orderLink)}/pay`);
        },
        onError: (error) => showCheckoutRefusal(error, { fields: fieldNames, setError }, 'lines', setFailure),
      },
    );
  });

  return (
    <form
      noValidate
      method="post"
      onSubmit={onSubmit}
      aria-label="Your details"
      className="card card-border bg-base-100 p-6 shadow-sm"
    >
      <h2 className="text-xl font-bold">Your details</h2>
      <p className="text-sm">The confirmation, the invoice and a link to your order go to this e-mail.</p>
      {failure && (
        <div role="alert" className="alert alert-error alert-soft mt-2 flex flex-col items-start gap-2">
          <p>{failure.message}</p>
          {failure.inCart && (
            <Link to="/cart" className="btn btn-sm btn-outline">
              Back to your cart
            </Link>
          )}
        </div>
      )}
      <InputField
        label={labels.name}
        error={fieldErrorText(labels.name, errors.name)}
        registration={register('name')}
        autoComplete="name"
      />
      <InputField
        label={labels.email}
        error={fieldErrorText(labels.email, errors.email)}
        registration={register('email')}
        type="email"
        autoComplete="email"
      />
      <ShippingFields register={register} errors={errors} defaultValues={empty} />
      <button type="submit" className="btn btn-primary mt-4" disabled={guestCheckout.isPending}>
        {guestCheckout.isPending ? 'Placing order…' : 'Place order and pay'}
      </button>
    </form>
  );
}
