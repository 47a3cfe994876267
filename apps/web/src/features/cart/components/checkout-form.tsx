import {
  checkNewAddresses,
  messages,
  shipmentFormShape,
  shipmentOf,
  type Address,
  type ShippingOptionsRequest,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { SubmissionKeyField } from '../../../components/submission-key-field.tsx';
import { submissionOf } from '../../../lib/submission.ts';
import { toast } from '../../../lib/toast.ts';
import {
  addressGoneMessage,
  ShipmentFields,
  shipmentDefaults,
  shownShipmentFields,
  useKeepNewAddress,
} from '../../shipment/index.ts';
import { useCheckout } from '../api/checkout.ts';
import { CheckoutFailureAlert } from './checkout-failure-alert.tsx';
import { showCheckoutRefusal, type CheckoutFailure } from './checkout-refusal.ts';

const checkoutFormSchema = z.object(shipmentFormShape).superRefine(checkNewAddresses);

interface CheckoutFormProps {
  /** The customer's address book, to choose from. */
  book: Address[];
  /** The cart's lines, which the shipping options are priced for. */
  lines: ShippingOptionsRequest['lines'];
}

/** Where to ship the cart and how, then "Place order and pay": the order is placed and the card payment follows. */
export function CheckoutForm({ book, lines }: CheckoutFormProps) {
  const defaults = shipmentDefaults(book, true);
  const navigate = useNavigate();
  const checkout = useCheckout();
  const keepNewAddress = useKeepNewAddress();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const form = useForm({ resolver: zodResolver(checkoutFormSchema), defaultValues: defaults });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const shipment = shipmentOf(values, book);
    if (!shipment) return setFailure({ message: addressGoneMessage, inCart: false });
    checkout.mutate(submissionOf(shipment), {
      onSuccess: ({ insertedId }) => {
        keepNewAddress(values);
        toast.success(messages.orderAdded);
        void navigate(`/dashboard/payment/${insertedId}`);
      },
      onError: (error) =>
        showCheckoutRefusal(
          error,
          { fields: shownShipmentFields(values), setError: form.setError },
          'cart',
          setFailure,
        ),
    });
  });

  return (
    <FormProvider {...form}>
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
        <CheckoutFailureAlert failure={failure} />
        <ShipmentFields lines={lines} book={book} canSave defaults={defaults} />
        <button type="submit" className="btn btn-primary mt-4" disabled={checkout.isPending}>
          {checkout.isPending ? 'Placing order…' : 'Place order and pay'}
        </button>
      </form>
    </FormProvider>
  );
}
