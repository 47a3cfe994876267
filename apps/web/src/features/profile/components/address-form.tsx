import {
  addressFieldsSchema,
  addressMessages,
  countryRules,
  labelsOf,
  type Address,
  type AddressFields,
  type AddressInput,
  type CountryCode,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { FormField, InputField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAddress } from '../api/create-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { CountryOptions } from '../../../components/country-options.tsx';

const fields = [
  'fullName',
  'company',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
  'phone',
  'vatId',
] as const;
const labels = labelsOf(...fields);

const valuesOf = (address: Address): AddressInput => ({
  fullName: address.fullName,
  company: address.company,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  region: address.region,
  postalCode: address.postalCode,
  country: address.country as CountryCode,
  phone: address.phone,
  vatId: address.vatId,
});

// No country chosen yet: the select shows "Choose a country" until the customer picks one.
const blank: DefaultValues<AddressInput> = {
  fullName: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  phone: '',
  vatId: '',
};

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
    defaultValues: address ? valuesOf(address) : blank,
  });
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const pending = create.isPending || update.isPending;
  const regions = countryRules(useWatch({ control, name: 'country' }) ?? '')?.regions;

  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    const outcome = {
      onSuccess: () => {
        toast.success(addressMessages.saved);
        onDone();
      },
      onError: (error: Error) => {
        toast.error(`The address was not saved: ${errorMessage(error)}`);
        showServerFieldError(error, fields, setError);
      },
    };
    if (address) update.mutate({ id: address._id, fields: values }, outcome);
    else create.mutate(values, outcome);
  });

  const error = (field: (typeof fields)[number], label: string = labels[field]) =>
    fieldErrorText(label, errors[field]);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-3 flex flex-col">
      <h3 id={headingId} className="text-lg font-semibold">
        {address ? 'Edit address' : 'New address'}
      </h3>
      <InputField
        label={labels.fullName}
        error={error('fullName')}
        registration={register('fullName')}
        autoComplete="name"
      />
      <InputField
        label={`${labels.company} (optional)`}
        error={error('company')}
        registration={register('company')}
        autoComplete="organization"
      />
      <FormField label={labels.country} error={error('country')}>
        {(field) => (
          <select
            {...field}
            {...register('country', { onChange: () => setValue('region', '') })}
            // Told its value as it mounts: registration alone left an edited address's select on its first option.
            defaultValue={getValues('country') ?? ''}
            autoComplete="country"
            className="select w-full"
          >
            <option value="">Choose a country</option>
            <CountryOptions />
          </select>
        )}
      </FormField>
      <InputField
        label={labels.line1}
        error={error('line1')}
        registration={register('line1')}
        autoComplete="address-line1"
      />
      <InputField
        label={`${labels.line2} (optional)`}
        error={error('line2')}
        registration={register('line2')}
        autoComplete="address-line2"
      />
      <InputField
        label={labels.city}
        error={error('city')}
        registration={register('city')}
        autoComplete="address-level2"
      />
      {regions && (
        <FormField label={regions.label} error={error('region', regions.label)}>
          {(field) => (
            <select
              {...field}
              {...register('region')}
              defaultValue={getValues('region')}
              autoComplete="address-level1"
              className="select w-full"
            >
              <option value="">Choose {regions.kind}</option>
              {regions.list.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {/* Text, not numeric: UK, Dutch and Canadian postal codes have letters. */}
      <InputField
        label={labels.postalCode}
        error={error('postalCode')}
        registration={register('postalCode')}
        type="text"
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <InputField
        label={labels.phone}
        error={error('phone')}
        registration={register('phone')}
        type="tel"
        autoComplete="tel"
      />
      {/* No autofill token names a VAT ID: the browser must not offer something else here. */}
      <InputField
        label={`${labels.vatId} (optional, for a business)`}
        error={error('vatId')}
        registration={register('vatId')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
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
