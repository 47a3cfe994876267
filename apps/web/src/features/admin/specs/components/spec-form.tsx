import {
  fieldLabels,
  SPEC_KINDS,
  specDefinitionInputSchema,
  specMessages,
  type SpecDefinition,
  type SpecDefinitionInput,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, InputField } from '../../../../components/form-field.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../../lib/form-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSaveSpec } from '../api/specs.ts';
import { specKindLabels } from '../spec-kind-words.ts';

interface SpecFormProps {
  /** The specification renamed; none to add one. */
  spec?: SpecDefinition;
  /** After a specification is saved or the edit cancelled. */
  onDone?: () => void;
}

/**
 * Adds a specification (its name, kind and unit), or renames one and changes its unit (`spec`):
 * its kind is kept for good, since the parts' values are of it.
 */
export function SpecForm({ spec, onDone }: SpecFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SpecDefinitionInput>({
    resolver: zodResolver(specDefinitionInputSchema),
    defaultValues: { name: spec?.name ?? '', kind: spec?.kind ?? 'number', unit: spec?.unit ?? '' },
  });
  const save = useSaveSpec();

  const onSubmit = handleSubmit(({ name, kind, unit }) =>
    save.mutate(spec ? { id: spec.id, spec: { name, unit } } : { spec: { name, kind, unit } }, {
      onSuccess: (saved) => {
        toast.success(specMessages.saved(saved.name));
        // Kind stays chosen: specifications are often added a few of one kind.
        if (!spec) reset({ name: '', kind, unit: '' });
        onDone?.();
      },
      onError: (error) => {
        toast.error(`${name} was not saved: ${errorMessage(error)}`);
        showServerFieldError(error, ['name', 'kind', 'unit'], setError);
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={spec ? `Edit ${spec.name}` : 'Add specification'}
      className={`grid items-start gap-x-4 ${spec ? 'sm:grid-cols-[1fr_1fr_auto]' : 'sm:grid-cols-[1fr_1fr_1fr_auto]'}`}
    >
      <InputField
        label={fieldLabels.name}
        error={fieldErrorText(fieldLabels.name, errors.name)}
        registration={register('name')}
        autoFocus={Boolean(spec)}
      />
      {!spec && (
        <FormField label={fieldLabels.kind} error={fieldErrorText(fieldLabels.kind, errors.kind)}>
          {(ids) => (
            <select {...ids} {...register('kind')} className="select w-full">
              {SPEC_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {specKindLabels[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <InputField
        label={`${fieldLabels.unit} (optional)`}
        error={fieldErrorText(fieldLabels.unit, errors.unit)}
        registration={register('unit')}
        placeholder="mm, g, teeth"
      />
      <div className="flex gap-2 sm:mt-9">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : spec ? 'Save specification' : 'Add specification'}
        </button>
        {spec && (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
