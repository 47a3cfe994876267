import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The attributes that tie a control to its label and to its error text. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** The text shown under the control when its value is rejected. */
  error?: string;
  /** Renders the control (input, textarea, select) with the given ids and ARIA state spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A form control with a visible label and, when invalid, an error that screen readers announce with it. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: string;
  /** What react-hook-form's `register(name)` returns for the field. */
  registration: UseFormRegisterReturn;
}

/** The common case of a form field: one text-like input, registered with react-hook-form. */
export function InputField({ label, error, registration, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(field) => <input {...field} {...registration} {...input} className="input w-full" />}
    </FormField>
  );
}
