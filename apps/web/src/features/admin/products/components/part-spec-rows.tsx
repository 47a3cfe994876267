import { MAX_PART_SPECS, type ProductSpecsInput, type SpecDefinition } from '@crankworks/contract';
import {
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { fieldErrorText } from '../../../../lib/form-errors.ts';
import { SpecValueControl } from './spec-value-control.tsx';

/** Where the server's refusal of a row points ("specs.1.value"), for the form to show it there. */
export const partSpecFieldPaths = Array.from({ length: MAX_PART_SPECS }, (_, index) => [
  `specs.${index}.specId` as const,
  `specs.${index}.value` as const,
]).flat();

interface PartSpecRowsProps {
  control: Control<ProductSpecsInput>;
  register: UseFormRegister<ProductSpecsInput>;
  setValue: UseFormSetValue<ProductSpecsInput>;
  /** Every specification of the catalogue, for the rows' selects. */
  definitions: readonly SpecDefinition[];
}

/**
 * A part's specifications as rows of a specification and its value, added and removed with
 * buttons; a specification chosen in one row is not offered in the others.
 */
export function PartSpecRows({ control, register, setValue, definitions }: PartSpecRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'specs' });
  const rows = useWatch({ control, name: 'specs' });
  const { errors } = useFormState({ control });
  const chosenIds = rows.map((row) => row.specId);
  const unchosen = definitions.filter((definition) => !chosenIds.includes(definition.id));
  const definitionOf = (id: string | undefined) => definitions.find((definition) => definition.id === id);

  return (
    <div className="flex flex-col gap-2">
      {fields.map((field, index) => {
        const spec = definitionOf(rows[index]?.specId);
        const specLabel = `Specification ${index + 1}`;
        // A specification the list lacks (deleted meanwhile) is named by its row.
        const rowName = spec?.name ?? `specification ${index + 1}`;
        const valueLabel = `Value of ${rowName}`;
        return (
          <div key={field.id} className="grid items-start gap-x-4 sm:grid-cols-[1fr_1fr_auto]">
            <FormField label={specLabel} error={fieldErrorText(specLabel, errors.specs?.[index]?.specId)}>
              {(ids) => (
                <select
                  {...ids}
                  {...register(`specs.${index}.specId`, {
                    // A value of another kind would not fit: "172.5" is no yes or no.
                    onChange: (event: { target: HTMLSelectElement }) => {
                      if (definitionOf(event.target.value)?.kind !== spec?.kind)
                        setValue(`specs.${index}.value`, '');
                    },
                  })}
                  className="select w-full"
                >
                  {definitions
                    .filter((definition) => definition === spec || !chosenIds.includes(definition.id))
                    .map((definition) => (
                      <option key={definition.id} value={definition.id}>
                        {definition.name}
                      </option>
                    ))}
                </select>
              )}
            </FormField>
            <FormField label={valueLabel} error={fieldErrorText(valueLabel, errors.specs?.[index]?.value)}>
              {(ids) => (
                <SpecValueControl
                  key={spec?.kind}
                  spec={spec}
                  ids={ids}
                  registration={register(`specs.${index}.value`)}
                />
              )}
            </FormField>
            <button
              type="button"
              className="btn btn-ghost btn-sm sm:mt-9"
              onClick={() => remove(index)}
              aria-label={`Remove ${rowName}`}
            >
              Remove
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        disabled={fields.length >= MAX_PART_SPECS || !unchosen[0]}
        onClick={() => unchosen[0] && append({ specId: unchosen[0].id, value: '' })}
      >
        Add a specification
      </button>
    </div>
  );
}
