import { MAX_METHOD_RATES, MAX_ZONE_METHODS, type ShippingZoneFields } from '@crankworks/contract';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { errorAt } from './form-errors.ts';

/** Empty means none (an open last bracket, or never free). */
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** A new method: one open bracket to fill in. */
const newMethod = (count: number): ShippingZoneFields['methods'][number] => ({
  name: count === 0 ? 'Standard' : `Method ${count + 1}`,
  basis: 'weight',
  rates: [{ upTo: null, price: Number.NaN }],
  freeAbove: null,
  minDays: 2,
  maxDays: 5,
});

/** A method's brackets: "up to" this weight or value, this price; the last may be left open. */
function RateFields({ method }: { method: number }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ShippingZoneFields>();
  const basis = useWatch<ShippingZoneFields, `methods.${number}.basis`>({ name: `methods.${method}.basis` });
  const { fields, append, remove } = useFieldArray<ShippingZoneFields, `methods.${number}.rates`>({
    name: `methods.${method}.rates`,
  });
  const unit = basis === 'value' ? '($ of goods)' : '(g)';
  const label = (index: number, what: string) => `Method ${method + 1} rate ${index + 1} ${what}`;
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Rates of method {method + 1}</legend>
      <p className="text-sm">Leave the last “up to” empty to take any order above the rate before.</p>
      {fields.map((row, index) => (
        <div key={row.id} className="grid items-start gap-x-4 sm:grid-cols-[1fr_1fr_auto]">
          <FormField
            label={label(index, `up to ${unit}`)}
            error={errorAt(errors, `methods.${method}.rates.${index}.upTo`, label(index, 'up to'))}
          >
            {(control) => (
              <input
                {...control}
                {...register(`methods.${method}.rates.${index}.upTo`, { setValueAs: numberOrNull })}
                type="number"
                min={0}
                step={basis === 'value' ? 0.01 : 1}
                className="input w-full"
              />
            )}
          </FormField>
          <FormField
            label={label(index, 'price (USD)')}
            error={errorAt(errors, `methods.${method}.rates.${index}.price`, label(index, 'price (USD)'))}
          >
            {(control) => (
              <input
                {...control}
                {...register(`methods.${method}.rates.${index}.price`, { valueAsNumber: true })}
                type="number"
                min={0}
                step={0.01}
                className="input w-full"
              />
            )}
          </FormField>
          <button type="button" className="btn btn-ghost btn-sm sm:mt-9" onClick={() => remove(index)}>
            Remove rate {index + 1} of method {method + 1}
          </button>
        </div>
      ))}
      {errorAt(errors, `methods.${method}.rates`) && (
        <p className="text-error text-sm">{errorAt(errors, `methods.${method}.rates`)}</p>
      )}
      <button
        type="button"
        className="btn btn-outline btn-sm justify-self-start"
        disabled={fields.length >= MAX_METHOD_RATES}
        onClick={() => append({ upTo: null, price: Number.NaN })}
      >
        Add a rate to method {method + 1}
      </button>
    </fieldset>
  );
}

/** One method: its name, what it is priced by, its rates, a free-from threshold and its delivery days. */
function MethodRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ShippingZoneFields>();
  const label = (what: string) => `Method ${index + 1} ${what}`;
  const at = (field: string, what: string) => errorAt(errors, `methods.${index}.${field}`, label(what));
  return (
    <div className="rounded-box border border-base-300 p-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={label('name')} error={at('name', 'name')}>
          {(control) => (
            <input {...control} {...register(`methods.${index}.name`)} className="input w-full" />
          )}
        </FormField>
        <FormField label={label('priced by')} error={at('basis', 'priced by')}>
          {(control) => (
            <select {...control} {...register(`methods.${index}.basis`)} className="select w-full">
              <option value="weight">The order’s weight (g)</option>
              <option value="value">The goods’ value ($)</option>
            </select>
          )}
        </FormField>
        <FormField label={label('free from (USD of goods)')} error={at('freeAbove', 'free from (USD)')}>
          {(control) => (
            <input
              {...control}
              {...register(`methods.${index}.freeAbove`, { setValueAs: numberOrNull })}
              type="number"
              min={0}
              step={0.01}
              className="input w-full"
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-x-4">
          <FormField label={label('fewest days')} error={at('minDays', 'fewest days')}>
            {(control) => (
              <input
                {...control}
                {...register(`methods.${index}.minDays`, { valueAsNumber: true })}
                type="number"
                min={0}
                className="input w-full"
              />
            )}
          </FormField>
          <FormField label={label('most days')} error={at('maxDays', 'most days')}>
            {(control) => (
              <input
                {...control}
                {...register(`methods.${index}.maxDays`, { valueAsNumber: true })}
                type="number"
                min={0}
                className="input w-full"
              />
            )}
          </FormField>
        </div>
      </div>
      <RateFields method={index} />
      <button type="button" className="btn btn-ghost btn-sm mt-2" onClick={onRemove}>
        Remove method {index + 1}
      </button>
    </div>
  );
}

/** A zone's methods (Standard, Express, Freight…). */
export function MethodFields() {
  const { fields, append, remove } = useFieldArray<ShippingZoneFields, 'methods'>({ name: 'methods' });
  return (
    <fieldset className="fieldset gap-4">
      <legend className="fieldset-legend">Shipping methods</legend>
      {fields.map((row, index) => (
        <MethodRow key={row.id} index={index} onRemove={() => remove(index)} />
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm justify-self-start"
        disabled={fields.length >= MAX_ZONE_METHODS}
        onClick={() => append(newMethod(fields.length))}
      >
        Add a method
      </button>
    </fieldset>
  );
}
