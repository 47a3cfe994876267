import {
  checkNewAddresses,
  guestCheckoutSchema,
  labelsOf,
  messages,
  orderLinkPath,
  shipmentFormShape,
  shipmentOf,
  type StoredCartLine,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { InputField } from '../../../components/form-field.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ShipmentFields, shipmentDefaults, shownShipmentFields } from '../../shipment/index.ts';
import { useGuestCheckout } from '../api/guest-checkout.ts';
import { CheckoutFailureAlert } from './checkout-failure-alert.tsx';
import { showCheckoutRefusal, type CheckoutFailure } from './checkout-refusal.ts';

const guestFormSchema = z
  .object({ ...guestCheckoutSchema.pick({ name: true, email: true }).shape, ...shipmentFormShape })
  .superRefine(checkNewAddresses);
const labels = labelsOf('name', 'email');
const shipment = shipmentDefaults([], false);
const empty = { name: '', email: '', ...shipment };

/**
 * A visitor's name, e-mail and where to ship his browser cart, then "Place order and pay": the order
 * is placed without an account and its payment follows on the order link's page (decision 066).
 */
export function GuestCheckoutForm({ lines }: { lines: StoredCartLine[] }) {
  const navigate = useNavigate();
  const guestCheckout = useGuestCheckout();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const form = useForm({ resolver: zodResolver(guestFormSchema), defaultValues: empty });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    // A guest has no book: his addresses are the ones he typed.
    const chosen = shipmentOf(values, [])!;
    guestCheckout.mutate(
      { name: values.name, email: values.email, lines, ...chosen },
      {
        onSuccess: ({ orderLink }) => {
          toast.success(messages.orderAdded);
          void navigate(`${orderLinkPath(orderLink)}/pay`);
        },
        onError: (error) =>
          showCheckoutRefusal(
            error,
            { fields: ['name', 'email', ...shownShipmentFields(values)], setError },
            'lines',
            setFailure,
          ),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        method="post"
        onSubmit={onSubmit}
        aria-label="Your details"
        className="card card-border bg-base-100 p-6 shadow-sm"
      >
        <h2 className="text-xl font-bold">Your details</h2>
        <p className="text-sm">The confirmation, the invoice and a link to your order go to this e-mail.</p>
        <CheckoutFailureAlert failure={failure} />
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
        <ShipmentFields
          lines={lines.map((line) => ({ productId: line.productId, qty: line.qty }))}
          book={[]}
          canSave={false}
          defaults={shipment}
        />
        <button type="submit" className="btn btn-primary mt-4" disabled={guestCheckout.isPending}>
          {guestCheckout.isPending ? 'Placing order…' : 'Place order and pay'}
        </button>
      </form>
    </FormProvider>
  );
}
