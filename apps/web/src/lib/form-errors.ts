import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client.ts';

const SERVER = 'server';

/**
 * A field's error as a sentence. The schema's messages ("is required") read after the field's
 * label; a message from the server already names the field and stands alone. A list field's error
 * is read the same way: its own message is about the list as a whole.
 */
export function fieldErrorText(
  label: string,
  error: Partial<Pick<FieldError, 'type' | 'message'>> | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER ? error.message : `${label} ${error.message}`;
}

/** Shows a refused request's message under the field it names, when the form has that field. */
export function showServerFieldError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ApiRequestError) || !error.field) return;
  const field = fields.find((name) => name === error.field);
  if (field) setError(field, { type: SERVER, message: error.message });
}
