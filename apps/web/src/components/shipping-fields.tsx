import { labelsOf } from '@crankworks/contract';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorText } from '../lib/form-errors.ts';
import { FormField } from './form-field.tsx';

type ShippingField = 'address' | 'phone';

/** Where an order goes: the address and phone of the purchase form and of the checkout. */
export type ShippingDetails = Record<ShippingField, string>;

const labels = labelsOf('address', 'phone');

interface ShippingFieldsProps {
  /** The form's `register`. */
  register: (name: ShippingField) => UseFormRegisterReturn;
  errors: Partial<Record<ShippingField, FieldError>>;
  /** Also written into each field, so that a page the server renders shows them before any script. */
  defaultValues: ShippingDetails;
}

/** The address and phone fields of a form that places an order. */
export function ShippingFields({ register, errors, defaultValues }: ShippingFieldsProps) {
  return (
    <>
      <FormField label={labels.address} error={fieldErrorText(labels.address, errors.address)}>
        {(field) => (
          <textarea
            {...field}
            {...register('address')}
            defaultValue={defaultValues.address}
            rows={2}
            autoComplete="street-address"
            className="textarea w-full"
          />
        )}
      </FormField>
      <FormField label={labels.phone} error={fieldErrorText(labels.phone, errors.phone)}>
        {(field) => (
          <input
            {...field}
            {...register('phone')}
            defaultValue={defaultValues.phone}
            type="tel"
            autoComplete="tel"
            className="input w-full"
          />
        )}
      </FormField>
    </>
  );
}
