import { useId, type ReactNode } from 'react';

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
