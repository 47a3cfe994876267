import { checkoutSchema, messages, type Checkout } from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { ShippingFields, type ShippingDetails } from '../../../components/shipping-fields.tsx';
import { SubmissionKeyField } from '../../../components/submission-key-field.tsx';
import { submissionOf } from '../../../lib/submission.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckout } from '../api/checkout.ts';
import { showCheckoutRefusal, type CheckoutFailure } from './checkout-refusal.ts';

const fieldNames = ['address', 'phone'] as const;

/** Where to ship the cart, then "Place order and pay": the order is placed and the card payment follows. */
export function CheckoutForm({ saved }: { saved?: ShippingDetails }) {
  const defaultValues: Checkout = { address: saved?.address ?? '', phone: saved?.phone ?? '' };
  const navigate = useNavigate();
  const checkout = useCheckout();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(checkoutSchema), defaultValues });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    checkout.mutate(submissionOf(values), {
      onSuccess: ({ insertedId }) => {
        toast.success(messages.orderAdded);
        void navigate(`/dashboard/payment/${insertedId}`);
      },
      onError: (error) => showCheckoutRefusal(error, { fields: fieldNames, setError }, 'cart', setFailure),
    });
  });

  return (
    <form
      noValidate
      method="post"
      action="/checkout"
      onSubmit={onSubmit}
      aria-label="Ship to"
      className="card card-border bg-base-100 p-6 shadow-sm"
    >
      <h2 className="text-xl font-bold">Ship to</h2>
      <FormFailureNotice title={messages.orderFailed} />
      <SubmissionKeyField />
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
      <ShippingFields register={register} errors={errors} defaultValues={defaultValues} />
      <button type="submit" className="btn btn-primary mt-4" disabled={checkout.isPending}>
        {checkout.isPending ? 'Placing order…' : 'Place order and pay'}
      </button>
    </form>
  );
}
