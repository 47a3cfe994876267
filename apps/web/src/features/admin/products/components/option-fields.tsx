import { fieldLabels, MAX_OPTIONS, type ProductVariants } from '@crankworks/contract';
import { useId, type Ref } from 'react';
import { useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { fieldErrorText } from '../../../../lib/form-errors.ts';
import { variantWords } from '../variant-words.ts';
import { ownError } from './variant-inputs.ts';

/** An option's name input, numbered as the admin sees it: "Option 2". */
export const optionLabel = (index: number) => `Option ${index + 1}`;

interface OptionFieldsProps {
  control: Control<ProductVariants>;
  register: UseFormRegister<ProductVariants>;
  /** The option names as typed. */
  options: string[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The Add option button, where focus goes once the last option is removed. */
  addRef: Ref<HTMLButtonElement>;
}

/** The names of a product's options (Length, Colour), up to three, added and removed with buttons. */
export function OptionFields({ control, register, options, onAdd, onRemove, addRef }: OptionFieldsProps) {
  const { errors } = useFormState({ control });
  const listErrorId = useId();
  // The list's own refusal ("must name at least one option…"), which no single name is to blame for.
  const listError = fieldErrorText(fieldLabels.options, ownError(errors.options));

  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Options</legend>
      <p className="text-sm">{variantWords.optionsHint}</p>
      {options.map((_, index) => (
        <div key={index} className="grid items-start gap-x-4 sm:grid-cols-[1fr_auto]">
          <FormField
            label={optionLabel(index)}
            error={fieldErrorText(optionLabel(index), errors.options?.[index])}
          >
            {(ids) => <input {...ids} {...register(`options.${index}`)} className="input w-full" />}
          </FormField>
          <button
            type="button"
            className="btn btn-ghost btn-sm justify-self-start sm:mt-9"
            onClick={() => onRemove(index)}
          >
            Remove option {index + 1}
          </button>
        </div>
      ))}
      {listError && (
        <p id={listErrorId} className="text-error text-sm">
          {listError}
        </p>
      )}
      <button
        ref={addRef}
        type="button"
        className="btn btn-outline btn-sm justify-self-start"
        disabled={options.length >= MAX_OPTIONS}
        aria-describedby={listError ? listErrorId : undefined}
        onClick={onAdd}
      >
        Add option
      </button>
    </fieldset>
  );
}
