import {
  CONTACT_TEXT_MAX_LENGTH,
  contactMessageInputSchema,
  messages,
  type ContactMessageInput,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { FormField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const labels: Record<keyof ContactMessageInput, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  message: 'Message',
};

const fields = Object.keys(labels) as (keyof ContactMessageInput)[];

/** "12 of 20 characters left", or how many too many. */
function charactersLeft(text: string) {
  const left = CONTACT_TEXT_MAX_LENGTH - text.length;
  if (left >= 0) return `${left} of ${CONTACT_TEXT_MAX_LENGTH} characters left`;
  return `${-left} character${left === -1 ? '' : 's'} too many (at most ${CONTACT_TEXT_MAX_LENGTH})`;
}

const emptyForm: ContactMessageInput = { firstName: '', lastName: '', email: '', message: '' };

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control: formControl,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactMessageInputSchema), defaultValues: emptyForm });
  const sendMessage = useSendContactMessage();
  const error = (field: keyof ContactMessageInput) => fieldErrorText(labels[field], errors[field]);
  const counterId = useId();
  const message = useWatch({ control: formControl, name: 'message' });

  const onSubmit = handleSubmit((values) =>
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast.success(messages.contactSent);
        reset();
      },
      onError: (failure) => {
        toast.error(errorMessage(failure));
        showServerFieldError(failure, fields, setError);
      },
    }),
  );

  return (
    <form
      noValidate
      aria-label="Contact us"
      onSubmit={onSubmit}
      className="card card-border mx-auto max-w-2xl bg-base-100 p-6 shadow-sm"
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={labels.firstName} error={error('firstName')}>
          {(control) => (
            <input
              {...control}
              {...register('firstName')}
              autoComplete="given-name"
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label={labels.lastName} error={error('lastName')}>
          {(control) => (
            <input
              {...control}
              {...register('lastName')}
              autoComplete="family-name"
              className="input w-full"
            />
          )}
        </FormField>
      </div>
      <FormField label={labels.email} error={error('email')}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            className="input w-full"
          />
        )}
      </FormField>
      <FormField label={labels.message} error={error('message')}>
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
            rows={3}
            className="textarea w-full"
          />
        )}
      </FormField>
      <p id={counterId} className="text-sm text-base-content/80">
        {charactersLeft(message)}
      </p>
      <p className="mt-1 text-sm text-base-content/80">Names and message: up to 20 characters each.</p>
      <button type="submit" className="btn btn-primary mt-4 self-start" disabled={sendMessage.isPending}>
        {sendMessage.isPending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
