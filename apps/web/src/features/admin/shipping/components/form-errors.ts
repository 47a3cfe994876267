import { fieldLabel } from '@crankworks/contract';
import { get, type FieldError, type FieldErrors, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '../../../../lib/form-errors.ts';

/**
 * The error of a field by its path ("methods.0.rates.1.upTo"), as a sentence under the label the admin
 * reads. A list's own error (no countries at all) sits on the list or on its `root`.
 */
export function errorAt(errors: FieldErrors<FieldValues>, path: string, label = fieldLabel(path)) {
  const found = get(errors, path) as (FieldError & { root?: FieldError }) | undefined;
  return fieldErrorText(label, found?.message ? found : found?.root);
}
