import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactMessageInputSchema,
  messages,
  type ContactMessageInput,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { contactLabels, ContactFormLayout, type ContactField } from './contact-form-layout.tsx';

const fields = Object.keys(contactLabels) as ContactField[];

const count = (n: number) => n.toLocaleString('en-US');

/** "1,986 of 2,000 characters left", or how many too many. */
function charactersLeft(text: string) {
  const left = CONTACT_MESSAGE_MAX_LENGTH - text.length;
  if (left >= 0) return `${count(left)} of ${count(CONTACT_MESSAGE_MAX_LENGTH)} characters left`;
  return `${count(-left)} character${left === -1 ? '' : 's'} too many (at most ${count(CONTACT_MESSAGE_MAX_LENGTH)})`;
}

const emptyForm: ContactMessageInput = { firstName: '', lastName: '', email: '', message: '' };

interface ContactFormProps {
  /** What was typed into the plain form this one replaces. */
  typed?: Partial<ContactMessageInput>;
}

export function ContactForm({ typed }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control: formControl,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: { ...emptyForm, ...typed },
  });
  const sendMessage = useSendContactMessage();
  const counterId = useId();
  const message = useWatch({ control: formControl, name: 'message' });

  const onSubmit = handleSubmit((values) =>
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast.success(messages.contactSent);
        reset(emptyForm);
      },
      onError: (failure) => {
        toast.error(errorMessage(failure));
        showServerFieldError(failure, fields, setError);
      },
    }),
  );

  return (
    <ContactFormLayout
      control={(field) => register(field)}
      error={(field) => fieldErrorText(contactLabels[field], errors[field])}
      messageHint={{ id: counterId, text: charactersLeft(message) }}
      onSubmit={onSubmit}
      sending={sendMessage.isPending}
    />
  );
}
