import { labelsOf, messages, newOrderSchema, unitPriceFor, type ProductDetail } from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { FormField } from '../../../components/form-field.tsx';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { ShippingFields, type ShippingDetails } from '../../../components/shipping-fields.tsx';
import { SubmissionKeyField } from '../../../components/submission-key-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { formatUsd } from '../../../lib/format.ts';
import { orderTotal, quantityProblem } from '../../../lib/order-quantity.ts';
import { submissionOf } from '../../../lib/submission.ts';
import { AddToCartButton } from '../../cart/index.ts';
import { useCreateOrder } from '../api/create-order.ts';

const purchaseFieldsSchema = newOrderSchema.pick({ orderQty: true, address: true, phone: true });

const labels = labelsOf('orderQty');
const fieldNames = ['orderQty', 'address', 'phone'] as const;

interface PurchaseFormProps {
  product: ProductDetail;
  /** The signed-in customer, shown read-only: the server takes the buyer from the session anyway. */
  user: { name: string; email: string };
  /** The address and phone saved in the customer's profile, to start from. */
  saved?: ShippingDetails;
}

export function PurchaseForm({ product, user, saved }: PurchaseFormProps) {
  // Also written into each field, so that the page the server renders shows them before any script.
  const defaultValues = {
    orderQty: product.minimumQty,
    address: saved?.address ?? '',
    phone: saved?.phone ?? '',
  };
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(purchaseFieldsSchema), defaultValues });
  const orderQty = useWatch({ control, name: 'orderQty' });
  const quantityMessage = quantityProblem(orderQty, product);
  // The price per piece of the quantity chosen, by the part's tier: the one the server will charge.
  const unitPrice = unitPriceFor(product, orderQty);
  // The cart's refusal of the quantity it was given; typing another one clears it.
  const [cartRefusal, setCartRefusal] = useState<{ qty: number; message: string } | null>(null);
  const cartMessage = cartRefusal?.qty === orderQty ? cartRefusal.message : undefined;

  const onSubmit = handleSubmit((values) => {
    if (quantityProblem(values.orderQty, product)) return;
    createOrder.mutate(submissionOf({ productId: product._id, ...values }), {
      // Straight to payment: the order is held for the customer only for a while.
      onSuccess: ({ insertedId }) => {
        toast.success(messages.orderAdded);
        void navigate(`/dashboard/payment/${insertedId}`);
      },
      onError: (error) => {
        toast.error(`${messages.orderFailed}: ${errorMessage(error)}`);
        showServerFieldError(error, fieldNames, setError);
      },
    });
  });

  return (
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
            <input {...field} type="email" value={user.email} readOnly className="input w-full bg-base-200" />
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
      <ShippingFields register={register} errors={errors} defaultValues={defaultValues} />
      {product.tiers.length > 0 && (
        <p className="mt-4">
          Price per piece:{' '}
          <output className="font-semibold">{quantityMessage === null ? formatUsd(unitPrice) : '—'}</output>
        </p>
      )}
      <p className="mt-4 text-lg">
        Total:{' '}
        <output className="font-bold text-primary">
          {quantityMessage === null ? formatUsd(orderTotal(orderQty, unitPrice)) : '—'}
        </output>
      </p>
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
  );
}
