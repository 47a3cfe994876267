import {
  checkNewAddresses,
  labelsOf,
  messages,
  newOrderSchema,
  shipmentFormShape,
  shipmentOf,
  unitPriceFor,
  type Address,
  type ProductDetail,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { toast } from '../../../lib/toast.ts';
import { FormField } from '../../../components/form-field.tsx';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { SubmissionKeyField } from '../../../components/submission-key-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { formatUsd } from '../../../lib/format.ts';
import { orderTotal, quantityProblem } from '../../../lib/order-quantity.ts';
import { submissionOf } from '../../../lib/submission.ts';
import { AddToCartButton } from '../../cart/index.ts';
import {
  addressGoneMessage,
  ShipmentFields,
  shipmentDefaults,
  shownShipmentFields,
  useKeepNewAddress,
} from '../../shipment/index.ts';
import { useCreateOrder } from '../api/create-order.ts';

const purchaseFormSchema = z
  .object({ orderQty: newOrderSchema.shape.orderQty, ...shipmentFormShape })
  .superRefine(checkNewAddresses);

const labels = labelsOf('orderQty');

interface PurchaseFormProps {
  product: ProductDetail;
  /** The signed-in customer, shown read-only: the server takes the buyer from the session anyway. */
  user: { name: string; email: string };
  /** The customer's address book, to choose from. */
  book: Address[];
}

export function PurchaseForm({ product, user, book }: PurchaseFormProps) {
  // Also written into each field, so that the page the server renders shows them before any script.
  const shipment = shipmentDefaults(book, true);
  const defaultValues = { orderQty: product.minimumQty, ...shipment };
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const keepNewAddress = useKeepNewAddress();
  const form = useForm({ resolver: zodResolver(purchaseFormSchema), defaultValues });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const orderQty = useWatch({ control, name: 'orderQty' });
  const quantityMessage = quantityProblem(orderQty, product);
  // The price per piece of the quantity chosen, by the part's tier: the one the server will charge.
  const unitPrice = unitPriceFor(product, orderQty);
  // The cart's refusal of the quantity it was given; typing another one clears it.
  const [cartRefusal, setCartRefusal] = useState<{ qty: number; message: string } | null>(null);
  const cartMessage = cartRefusal?.qty === orderQty ? cartRefusal.message : undefined;

  const onSubmit = handleSubmit((values) => {
    if (quantityProblem(values.orderQty, product)) return;
    const chosen = shipmentOf(values, book);
    if (!chosen) return void toast.error(`${messages.orderFailed}: ${addressGoneMessage}`);
    createOrder.mutate(submissionOf({ productId: product._id, orderQty: values.orderQty, ...chosen }), {
      // Straight to payment: the order is held for the customer only for a while.
      onSuccess: ({ insertedId }) => {
        keepNewAddress(values);
        toast.success(messages.orderAdded);
        void navigate(`/dashboard/payment/${insertedId}`);
      },
      onError: (error) => {
        toast.error(`${messages.orderFailed}: ${errorMessage(error)}`);
        showServerFieldError(error, ['orderQty', ...shownShipmentFields(values)], setError);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form
        method="post"
        action={`/purchase/${product._id}`}
        noValidate
        onSubmit={onSubmit}
        className="card card-border bg-base-100 p-6 shadow-sm"
      >
        <h2 className="text-xl font-bold">Your order</h2>
        <FormFailureNotice title={messages.orderFailed} />
        <SubmissionKeyField />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormField label="Name">
            {(field) => <input {...field} value={user.name} readOnly className="input w-full bg-base-200" />}
          </FormField>
          <FormField label="E-mail">
            {(field) => (
              <input
                {...field}
                type="email"
                value={user.email}
                readOnly
                className="input w-full bg-base-200"
              />
            )}
          </FormField>
        </div>
        <FormField
          label={labels.orderQty}
          error={quantityMessage ?? cartMessage ?? fieldErrorText(labels.orderQty, errors.orderQty)}
        >
          {(field) => (
            <input
              {...field}
              {...register('orderQty', { valueAsNumber: true })}
              defaultValue={defaultValues.orderQty}
              type="number"
              inputMode="numeric"
              min={product.minimumQty}
              max={product.availableQty}
              step={1}
              className="input w-full"
            />
          )}
        </FormField>
        {product.tiers.length > 0 && (
          <p className="mt-4">
            Price per piece:{' '}
            <output className="font-semibold">{quantityMessage === null ? formatUsd(unitPrice) : '—'}</output>
          </p>
        )}
        <p className="mt-4 text-lg">
          Parts:{' '}
          <output className="font-bold text-primary">
            {quantityMessage === null ? formatUsd(orderTotal(orderQty, unitPrice)) : '—'}
          </output>
        </p>
        <ShipmentFields
          lines={quantityMessage === null ? [{ productId: product._id, qty: orderQty }] : []}
          book={book}
          canSave
          defaults={shipment}
        />
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={quantityMessage !== null || createOrder.isPending}
          >
            {createOrder.isPending ? 'Placing order…' : 'Place Order'}
          </button>
          <AddToCartButton
            product={product}
            qty={orderQty}
            disabled={quantityMessage !== null}
            onQuantityRefused={(message) => setCartRefusal({ qty: orderQty, message })}
          />
        </div>
      </form>
    </FormProvider>
  );
}
