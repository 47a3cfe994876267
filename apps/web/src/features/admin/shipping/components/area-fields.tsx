import { countryRules, MAX_ZONE_AREAS, type ShippingZoneFields } from '@crankworks/contract';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { errorAt } from './form-errors.ts';
import { CountryOptions } from '../../../../components/country-options.tsx';

/** One country, or one region of it: the region list follows the country chosen. */
function AreaRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const {
    setValue,
    formState: { errors },
  } = useFormContext<ShippingZoneFields>();
  // Controlled: the region list and the selects show the form's values, defaults included.
  const { field: country } = useController<ShippingZoneFields, `areas.${number}.country`>({
    name: `areas.${index}.country`,
  });
  const { field: region } = useController<ShippingZoneFields, `areas.${number}.region`>({
    name: `areas.${index}.region`,
  });
  const regions = countryRules(country.value)?.regions;
  const countryLabel = `Country ${index + 1}`;
  const regionLabel = `Region of country ${index + 1}`;
  return (
    <div className="grid items-start gap-x-4 sm:grid-cols-[1fr_1fr_auto]">
      <FormField label={countryLabel} error={errorAt(errors, `areas.${index}.country`, countryLabel)}>
        {(control) => (
          <select
            {...control}
            {...country}
            onChange={(event) => {
              country.onChange(event);
              setValue(`areas.${index}.region`, '');
            }}
            className="select w-full"
          >
            <CountryOptions />
          </select>
        )}
      </FormField>
      <FormField label={regionLabel} error={errorAt(errors, `areas.${index}.region`, regionLabel)}>
        {(control) => (
          <select
            {...control}
            {...region}
            value={region.value ?? ''}
            className="select w-full"
            disabled={!regions}
          >
            <option value="">Whole country</option>
            {regions?.list.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="button" className="btn btn-ghost btn-sm sm:mt-9" onClick={onRemove}>
        Remove country {index + 1}
      </button>
    </div>
  );
}

/** The countries and regions a zone covers. */
export function AreaFields() {
  const {
    formState: { errors },
  } = useFormContext<ShippingZoneFields>();
  const { fields, append, remove } = useFieldArray<ShippingZoneFields, 'areas'>({ name: 'areas' });
  const error = errorAt(errors, 'areas');
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Countries and regions</legend>
      <p className="text-sm">
        A region in a zone of its own (Alaska, say) is served by that zone, not its country’s.
      </p>
      {fields.map((row, index) => (
        <AreaRow key={row.id} index={index} onRemove={() => remove(index)} />
      ))}
      {error && <p className="text-error text-sm">{error}</p>}
      <button
        type="button"
        className="btn btn-outline btn-sm justify-self-start"
        disabled={fields.length >= MAX_ZONE_AREAS}
        onClick={() => append({ country: 'US', region: '' })}
      >
        Add a country or region
      </button>
    </fieldset>
  );
}
