import {
  forgotPasswordFormSchema,
  passwordResetMessages,
  type ForgotPasswordForm,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { InputField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { requestPasswordReset } from '../api/password-reset.ts';

/**
 * Asks for the account's address; the answer never says whether it has an account. Posted as plain
 * HTML before the app has loaded, the server answers with `?done=sent`.
 */
export function ForgotPasswordFormCard() {
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const request = useMutation({ mutationFn: requestPasswordReset });

  if (request.isSuccess || params.get('done') === 'sent') {
    return (
      <p role="status" className="alert alert-success alert-soft">
        {passwordResetMessages.linkRequested}
      </p>
    );
  }

  return (
    <form
      method="post"
      action="/forgot-password"
      noValidate
      aria-label="Reset your password"
      onSubmit={handleSubmit((values) => request.mutate(values))}
      className="card card-border flex flex-col gap-1 bg-base-100 p-6 shadow-sm"
    >
      <FormFailureNotice />
      <InputField
        label="Email"
        error={fieldErrorText('Email', errors.email)}
        registration={register('email')}
        type="email"
        autoComplete="email"
      />
      <button type="submit" className="btn btn-primary mt-4" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Send me a link'}
      </button>
      {request.isError && (
        <p role="alert" className="text-error mt-2">
          {errorMessage(request.error)}
        </p>
      )}
    </form>
  );
}
