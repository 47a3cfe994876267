import { MAX_PRICE_TIERS, type PriceTier } from '@crankworks/contract';
import {
  get,
  useFieldArray,
  useFormState,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { fieldErrorText } from '../../../../lib/form-errors.ts';

type TierField = keyof PriceTier;

/** Whose tiers a form's are, when it holds several parts' ("variant 2"), after each label. */
const ofWhom = (of: string | undefined) => (of ? ` of ${of}` : '');

/** Each tier's inputs, numbered as the admin sees them: "Tier 2 from quantity" ("… of variant 3"). */
export const tierLabel = (index: number, field: TierField, of?: string) =>
  `Tier ${index + 1} ${field === 'minQty' ? 'from quantity' : 'price (USD)'}${ofWhom(of)}`;

/**
 * Where the server's refusal of a tier's field points ("tiers.1.price", "variants.2.tiers.1.price"),
 * for the forms to show it there.
 */
export const tierFieldPathsUnder = <Name extends string>(name: Name) =>
  Array.from({ length: MAX_PRICE_TIERS }, (_, index) => [
    `${name}.${index}.minQty` as const,
    `${name}.${index}.price` as const,
  ]).flat();

export const tierFieldPaths = tierFieldPathsUnder('tiers');

interface PriceTierFieldsProps<Form extends FieldValues> {
  control: Control<Form>;
  register: UseFormRegister<Form>;
  /** Where the tiers are in the form: the part's own (`tiers`), or a variant's (`variants.2.tiers`). */
  name?: ArrayPath<Form>;
  /** Whose tiers they are, when the form holds several parts' ("variant 3"). */
  of?: string;
}

/**
 * A part's quantity price tiers (decision 048): rows of "from this many pieces, this price", added
 * and removed with buttons; the contract's rules judge them with the rest of the form.
 */
export function PriceTierFields<Form extends FieldValues>({
  control,
  register,
  name = 'tiers' as ArrayPath<Form>,
  of,
}: PriceTierFieldsProps<Form>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control });
  const path = (index: number, field: TierField) => `${name}.${index}.${field}` as Path<Form>;
  const input = (index: number, field: TierField) => ({
    ...register(path(index, field), { valueAsNumber: true }),
    type: 'number',
    min: field === 'minQty' ? 2 : 0.01,
    step: field === 'minQty' ? 1 : 0.01,
    className: 'input w-full',
  });
  const error = (index: number, field: TierField) =>
    fieldErrorText(tierLabel(index, field, of), get(errors, path(index, field)));

  return (
    <fieldset className="fieldset mt-2">
      <legend className="fieldset-legend">Price tiers{ofWhom(of)}</legend>
      <p className="text-sm">
        A lower price per piece from a quantity on, each tier above the one before. None: one price.
      </p>
      {fields.map((row, index) => (
        <div key={row.id} className="grid items-start gap-x-4 sm:grid-cols-[1fr_1fr_auto]">
          <FormField label={tierLabel(index, 'minQty', of)} error={error(index, 'minQty')}>
            {(control) => <input {...control} {...input(index, 'minQty')} />}
          </FormField>
          <FormField label={tierLabel(index, 'price', of)} error={error(index, 'price')}>
            {(control) => <input {...control} {...input(index, 'price')} />}
          </FormField>
          <button type="button" className="btn btn-ghost btn-sm sm:mt-9" onClick={() => remove(index)}>
            Remove tier {index + 1}
            {ofWhom(of)}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm justify-self-start"
        disabled={fields.length >= MAX_PRICE_TIERS}
        onClick={() => append({} as FieldArray<Form, ArrayPath<Form>>)}
      >
        Add a price tier{of ? ` to ${of}` : ''}
      </button>
    </fieldset>
  );
}
