import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { showServerFieldError } from '../../../lib/form-errors.ts';

/** Why the order was not placed, when no field of the form is to blame. */
export interface CheckoutFailure {
  message: string;
  /** The cart's contents are (a part no longer fits): the way back to it is offered. */
  inCart: boolean;
}

/**
 * A refused checkout, a customer's or a guest's: a refusal of one of the form's fields is shown at
 * that field; anything else above the form, as the cart's when the server names its lines (`cartField`).
 */
export function showCheckoutRefusal<T extends FieldValues>(
  error: unknown,
  form: { fields: readonly Path<T>[]; setError: UseFormSetError<T> },
  cartField: string,
  setFailure: (failure: CheckoutFailure) => void,
) {
  const field = error instanceof ApiRequestError ? error.field : undefined;
  if (form.fields.some((name) => name === field)) showServerFieldError(error, form.fields, form.setError);
  else setFailure({ message: errorMessage(error), inCart: field === cartField });
}
