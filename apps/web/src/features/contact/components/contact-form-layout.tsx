import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  labelsOf,
  type ContactMessageInput,
} from '@crankworks/contract';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FormField } from '../../../components/form-field.tsx';

export type ContactField = keyof ContactMessageInput;

export const contactLabels: Record<ContactField, string> = labelsOf(
  'firstName',
  'lastName',
  'email',
  'message',
);

/** What goes onto a field's control besides its label's ids: react-hook-form's registration, or plain HTML rules. */
export interface ContactControlProps {
  name: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
  required?: boolean;
  maxLength?: number;
}

interface ContactFormLayoutProps {
  control: (field: ContactField) => ContactControlProps;
  error?: (field: ContactField) => string | undefined;
  /** Under the message: how many characters are left, while the app counts them. */
  messageHint?: { id: string; text: string };
  onSubmit?: FormEventHandler<HTMLFormElement>;
  sending?: boolean;
  children?: ReactNode;
}

/**
 * The contact form's fields and button. Without `onSubmit` it is plain HTML: the browser checks the
 * rules it knows and posts the form to the server (features/page-forms), which stores the message.
 */
export function ContactFormLayout({
  control,
  error,
  messageHint,
  onSubmit,
  sending,
}: ContactFormLayoutProps) {
  return (
    <form
      method="post"
      action="/contact"
      noValidate={Boolean(onSubmit)}
      aria-label="Contact us"
      onSubmit={onSubmit}
      className="card card-border mx-auto max-w-2xl bg-base-100 p-6 shadow-sm"
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={contactLabels.firstName} error={error?.('firstName')}>
          {(ids) => (
            <input {...ids} {...control('firstName')} autoComplete="given-name" className="input w-full" />
          )}
        </FormField>
        <FormField label={contactLabels.lastName} error={error?.('lastName')}>
          {(ids) => (
            <input {...ids} {...control('lastName')} autoComplete="family-name" className="input w-full" />
          )}
        </FormField>
      </div>
      <FormField label={contactLabels.email} error={error?.('email')}>
        {(ids) => (
          <input {...ids} {...control('email')} type="email" autoComplete="email" className="input w-full" />
        )}
      </FormField>
      <FormField label={contactLabels.message} error={error?.('message')}>
        {(ids) => (
          <textarea
            {...ids}
            {...control('message')}
            aria-describedby={
              [ids['aria-describedby'], messageHint?.id].filter(Boolean).join(' ') || undefined
            }
            rows={3}
            className="textarea w-full"
          />
        )}
      </FormField>
      {messageHint && (
        <p id={messageHint.id} className="text-sm text-base-content/80">
          {messageHint.text}
        </p>
      )}
      <p className="mt-1 text-sm text-base-content/80">
        Names: up to {CONTACT_NAME_MAX_LENGTH} characters each; message: up to{' '}
        {CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}.
      </p>
      <button type="submit" className="btn btn-primary mt-4 self-start" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}

const maxLengthOf: Record<ContactField, number | undefined> = {
  firstName: CONTACT_NAME_MAX_LENGTH,
  lastName: CONTACT_NAME_MAX_LENGTH,
  email: undefined,
  message: CONTACT_MESSAGE_MAX_LENGTH,
};

/** The form before the app's enhanced one has loaded: it works as plain HTML. */
export function PlainContactForm() {
  return (
    <ContactFormLayout
      control={(name) => ({
        name,
        required: true,
        maxLength: maxLengthOf[name],
      })}
    />
  );
}
