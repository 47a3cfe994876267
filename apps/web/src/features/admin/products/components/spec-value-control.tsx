import { SPEC_NO, SPEC_YES, type SpecDefinition } from '@crankworks/contract';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldControlProps } from '../../../../components/form-field.tsx';

interface SpecValueControlProps {
  /** The specification the value is of; none while the list of them lacks it. */
  spec: Pick<SpecDefinition, 'kind' | 'unit'> | undefined;
  /** The label's and the error's ids, from `FormField`. */
  ids: FieldControlProps;
  registration: UseFormRegisterReturn;
}

/**
 * A part's value of one specification, as its kind takes it: Yes or No for a yes-no one, a decimal
 * keyboard and the unit after the input for a number, any text otherwise.
 */
export function SpecValueControl({ spec, ids, registration }: SpecValueControlProps) {
  const unitId = useId();
  if (spec?.kind === 'yes-no')
    return (
      <select {...ids} {...registration} className="select w-full">
        <option value="" disabled>
          Yes or no?
        </option>
        <option value={SPEC_YES}>Yes</option>
        <option value={SPEC_NO}>No</option>
      </select>
    );
  const number = spec?.kind === 'number';
  if (!spec?.unit)
    return (
      <input {...ids} {...registration} inputMode={number ? 'decimal' : undefined} className="input w-full" />
    );
  return (
    <div className="input w-full">
      <input
        {...ids}
        {...registration}
        // The unit is read with the value, after any error.
        aria-describedby={[ids['aria-describedby'], unitId].filter(Boolean).join(' ')}
        inputMode={number ? 'decimal' : undefined}
        className="grow"
      />
      <span id={unitId} className="text-base-content/80">
        {spec.unit}
      </span>
    </div>
  );
}
