import {
  addressFieldsSchema,
  addressInputOf,
  addressMessages,
  type Address,
  type AddressFields,
  type AddressInput,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message.ts';
import { showServerFieldError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAddress } from '../api/create-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { AddressInputs, addressFieldNames, blankAddress } from '../../../components/address-inputs.tsx';

interface AddressFormProps {
  /** The address being edited; none for a new one. */
  address?: Address;
  /** Called once the address is saved, or when the customer cancels. */
  onDone: () => void;
}

/**
 * One address of the book, checked by the contract's per-country rules as it is sent: the country
 * chosen decides whether a region is asked for, from its list, and what the postal code looks like.
 */
export function AddressForm({ address, onDone }: AddressFormProps) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    getValues,
    control,
    formState: { errors },
  } = useForm<AddressInput, unknown, AddressFields>({
    resolver: zodResolver(addressFieldsSchema),
    defaultValues: address ? addressInputOf(address) : blankAddress,
  });
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const pending = create.isPending || update.isPending;
  const country = useWatch({ control, name: 'country' }) ?? '';

  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    const outcome = {
      onSuccess: () => {
        toast.success(addressMessages.saved);
        onDone();
      },
      onError: (error: Error) => {
        toast.error(`The address was not saved: ${errorMessage(error)}`);
        showServerFieldError(error, addressFieldNames, setError);
      },
    };
    if (address) update.mutate({ id: address._id, fields: values }, outcome);
    else create.mutate(values, outcome);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-3 flex flex-col">
      <h3 id={headingId} className="text-lg font-semibold">
        {address ? 'Edit address' : 'New address'}
      </h3>
      <AddressInputs
        register={register}
        errors={errors}
        country={country}
        onCountryChange={() => setValue('region', '')}
        defaultValues={getValues()}
      />
      <div className="mt-4 flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className="btn" disabled={pending} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
