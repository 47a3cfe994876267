import { fieldLabel, type ProductVariants, type Variant, type VariantInput } from '@crankworks/contract';
import { useId, useState } from 'react';
import { get, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { fieldErrorText } from '../../../../lib/form-errors.ts';
import { variantWords } from '../variant-words.ts';
import { optionLabel } from './option-fields.tsx';
import { PriceTierFields } from './price-tier-fields.tsx';
import { ownError } from './variant-inputs.ts';

type NumberField = 'price' | 'minimumQty' | 'weightGrams' | 'availableQty';

/** How each figure is typed: money to the cent, the rest in whole pieces or grams. */
const numberInputs: Record<NumberField, { min: number; step: number }> = {
  price: { min: 0, step: 0.01 },
  minimumQty: { min: 1, step: 1 },
  weightGrams: { min: 0, step: 1 },
  availableQty: { min: 0, step: 1 },
};

interface VariantRowProps {
  index: number;
  control: Control<ProductVariants>;
  register: UseFormRegister<ProductVariants>;
  /** The option names as typed, which label the row's values. */
  options: string[];
  /** The row as the server last answered it, for its stock; none: the row is new, or gone meanwhile. */
  saved: Variant | undefined;
  /** A new row is given its first stock here; a kept one's is changed by its stock forms. */
  isNew: boolean;
  onRemove: () => void;
  onChangeStock: () => void;
}

/**
 * One variant: its SKU, a value of each option, its price, minimum order and weight, its stock (typed
 * for a new one, shown with a Change stock button for a kept one) and its price tiers. Every label
 * names the variant by its number, as the server's refusals do: "SKU of variant 3".
 */
export function VariantRow(props: VariantRowProps) {
  const { index, control, register, options, saved, isNew, onRemove, onChangeStock } = props;
  const { errors } = useFormState({ control });
  const tiers = useWatch({ control, name: `variants.${index}.tiers` }) ?? [];
  const [tiersOpen, setTiersOpen] = useState(tiers.length > 0);
  const valuesErrorId = useId();
  const path = (field: keyof VariantInput) => `variants.${index}.${field}` as const;
  const label = (field: keyof VariantInput) => fieldLabel(path(field));
  const error = (field: keyof VariantInput) => fieldErrorText(label(field), get(errors, path(field)));
  // "Are those of variant 1": the values together are refused, not one of them.
  const valuesError = fieldErrorText(label('values'), ownError(get(errors, path('values'))));
  const number = (field: NumberField) => (
    <FormField label={label(field)} error={error(field)}>
      {(ids) => (
        <input
          {...ids}
          {...register(path(field), { valueAsNumber: true })}
          type="number"
          {...numberInputs[field]}
          className="input w-full"
        />
      )}
    </FormField>
  );

  return (
    <fieldset className="fieldset rounded-box border border-base-300 p-4">
      <legend className="fieldset-legend px-1">Variant {index + 1}</legend>
      {index === 0 && <p className="text-sm">{variantWords.firstIsTheProduct}</p>}
      <div className="grid items-start gap-x-4 sm:grid-cols-2">
        <FormField label={label('sku')} error={error('sku')}>
          {(ids) => <input {...ids} {...register(path('sku'))} autoComplete="off" className="input w-full" />}
        </FormField>
        {options.map((option, value) => {
          const valueLabel = `${option.trim() || optionLabel(value)} of variant ${index + 1}`;
          const valueError = fieldErrorText(valueLabel, get(errors, `${path('values')}.${value}`));
          return (
            <FormField key={value} label={valueLabel} error={valueError}>
              {(ids) => (
                <input
                  {...ids}
                  {...register(`variants.${index}.values.${value}`)}
                  aria-invalid={Boolean(valueError ?? valuesError)}
                  aria-describedby={
                    [ids['aria-describedby'], valuesError && valuesErrorId].filter(Boolean).join(' ') ||
                    undefined
                  }
                  className="input w-full"
                />
              )}
            </FormField>
          );
        })}
        {valuesError && (
          <p id={valuesErrorId} className="text-error text-sm sm:col-span-2">
            {valuesError}
          </p>
        )}
        {number('price')}
        {number('minimumQty')}
        {number('weightGrams')}
        {isNew && number('availableQty')}
        {saved && !isNew && (
          <div className="fieldset">
            <p className="fieldset-legend">In stock</p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <strong>{saved.availableQty} pcs</strong>
              <button type="button" className="btn btn-outline btn-sm" onClick={onChangeStock}>
                Change stock<span className="sr-only"> of variant {index + 1}</span>
              </button>
            </p>
          </div>
        )}
      </div>
      <details
        open={tiersOpen || Boolean(get(errors, path('tiers')))}
        onToggle={(event) => setTiersOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer py-1 font-semibold">
          Price tiers<span className="sr-only"> of variant {index + 1}</span> ({tiers.length})
        </summary>
        <PriceTierFields
          control={control}
          register={register}
          name={`variants.${index}.tiers`}
          of={`variant ${index + 1}`}
        />
      </details>
      {index > 0 && (
        <button type="button" className="btn btn-ghost btn-sm justify-self-start" onClick={onRemove}>
          Remove variant {index + 1}
        </button>
      )}
    </fieldset>
  );
}
