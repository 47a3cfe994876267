import { countryCodes, countryRules, labelsOf, type AddressInput } from '@crankworks/contract';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorText } from '../lib/form-errors.ts';
import { CountryOptions } from './country-options.tsx';
import { FormField, InputField } from './form-field.tsx';

export const addressFieldNames = [
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
] as const satisfies readonly (keyof AddressInput)[];
export type AddressFieldName = (typeof addressFieldNames)[number];

const labels = labelsOf(...addressFieldNames);

/**
 * A new address before anything is typed. No country chosen yet (the select shows "Choose a
 * country" until the customer picks one): the cast is what a form's blank start needs.
 */
export const blankAddress = {
  fullName: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  phone: '',
  vatId: '',
} as unknown as AddressInput;

/** Every country's regions, for a form whose country is not chosen yet (or a page without scripts). */
const everyRegionList = countryCodes.flatMap((code) => {
  const rules = countryRules(code);
  return rules?.regions ? [{ country: rules.name, list: rules.regions.list }] : [];
});

interface AddressInputsProps {
  /** The form's `register` for one field of this address (a nested form passes `shipTo.${name}`). */
  register: (
    name: AddressFieldName,
    options?: { onChange: (event: { target: { value: string } }) => void },
  ) => UseFormRegisterReturn;
  errors: Partial<Record<AddressFieldName, FieldError>> | undefined;
  /** The country chosen so far: it decides whether a region is asked for, from its list. */
  country: string;
  /** Empties the region when the country changes: the old one belongs to another list. */
  onCountryChange: () => void;
  /** Also written into each control, so that a page the server renders shows them before any script. */
  defaultValues: Partial<AddressInput>;
  /** The autofill section: a checkout's shipping and billing addresses fill from different cards. */
  section?: 'shipping' | 'billing';
}

/**
 * The controls of one structured address (docs/product.md, Addresses): the address book's form and
 * the checkout's both use them, checked by the contract's per-country rules.
 */
export function AddressInputs({
  register,
  errors,
  country,
  onCountryChange,
  defaultValues,
  section,
}: AddressInputsProps) {
  const rules = countryRules(country);
  const regions = rules?.regions;
  const autofill = (token: string) => (section ? `${section} ${token}` : token);
  const error = (field: AddressFieldName, label: string = labels[field]) =>
    fieldErrorText(label, errors?.[field]);
  const input = (field: AddressFieldName) => ({
    error: error(field),
    registration: register(field),
    defaultValue: defaultValues[field],
  });

  return (
    <>
      <InputField label={labels.fullName} {...input('fullName')} autoComplete={autofill('name')} />
      <InputField
        label={`${labels.company} (optional)`}
        {...input('company')}
        autoComplete={autofill('organization')}
      />
      <FormField label={labels.country} error={error('country')}>
        {(field) => (
          <select
            {...field}
            {...register('country', {
              // Only another country empties the region: the same one chosen again keeps it (the boot
              // script enters what was typed before the app once more, after the visitor went on).
              onChange: (event) => event.target.value !== country && onCountryChange(),
            })}
            defaultValue={defaultValues.country ?? ''}
            autoComplete={autofill('country')}
            className="select w-full"
          >
            <option value="">Choose a country</option>
            <CountryOptions />
          </select>
        )}
      </FormField>
      <InputField label={labels.line1} {...input('line1')} autoComplete={autofill('address-line1')} />
      <InputField
        label={`${labels.line2} (optional)`}
        {...input('line2')}
        autoComplete={autofill('address-line2')}
      />
      <InputField label={labels.city} {...input('city')} autoComplete={autofill('address-level2')} />
      {/*
        A country with regions asks for one of its list; before a country is chosen (and on a page
        whose scripts have not run, where the list cannot follow the country) every list is offered.
      */}
      {(regions || !rules) && (
        <FormField
          label={regions?.label ?? labels.region}
          error={error('region', regions?.label ?? labels.region)}
        >
          {(field) => (
            <select
              {...field}
              {...register('region')}
              defaultValue={defaultValues.region ?? ''}
              autoComplete={autofill('address-level1')}
              className="select w-full"
            >
              {regions ? (
                <>
                  <option value="">Choose {regions.kind}</option>
                  <RegionOptions list={regions.list} />
                </>
              ) : (
                <>
                  <option value="">None, or choose one</option>
                  {everyRegionList.map(({ country: name, list }) => (
                    <optgroup key={name} label={name}>
                      <RegionOptions list={list} />
                    </optgroup>
                  ))}
                </>
              )}
            </select>
          )}
        </FormField>
      )}
      {/* Text, not numeric: UK, Dutch and Canadian postal codes have letters. */}
      <InputField
        label={labels.postalCode}
        {...input('postalCode')}
        type="text"
        autoComplete={autofill('postal-code')}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <InputField label={labels.phone} {...input('phone')} type="tel" autoComplete={autofill('tel')} />
      {/* No autofill token names a VAT ID: the browser must not offer something else here. */}
      <InputField
        label={`${labels.vatId} (optional, for a business)`}
        {...input('vatId')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </>
  );
}

function RegionOptions({ list }: { list: readonly { code: string; name: string }[] }) {
  return list.map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}
