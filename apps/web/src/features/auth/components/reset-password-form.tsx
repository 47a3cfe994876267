import { passwordResetMessages, resetPasswordFormSchema, type ResetPasswordForm } from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField, InputField } from '../../../components/form-field.tsx';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { resetPassword } from '../api/password-reset.ts';
import { authKeys } from '../api/auth-keys.ts';

/** A refusal that names no field is about the link: expired, used, or made up. */
const isBadLink = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 && !error.field;

/** The new password, twice, for the account of the e-mail's link. */
export function ResetPasswordFormCard({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: ({ newPassword }: ResetPasswordForm) => resetPassword({ token, newPassword }),
    // Every session ended, this browser's too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
    onError: (error) => showServerFieldError(error, ['newPassword'], setError),
  });

  if (reset.isSuccess) {
    return (
      <div role="status" className="alert alert-success alert-soft flex flex-col items-start">
        <p>{passwordResetMessages.passwordChanged}</p>
        <Link to="/login" className="btn btn-primary">
          Log in
        </Link>
      </div>
    );
  }

  const badLink = isBadLink(reset.error);
  return (
    <form
      method="post"
      action={`/reset-password?${new URLSearchParams({ token })}`}
      noValidate
      aria-label="Choose a new password"
      onSubmit={handleSubmit((values) => reset.mutate(values))}
      className="card card-border flex flex-col gap-1 bg-base-100 p-6 shadow-sm"
    >
      <FormFailureNotice />
      <InputField
        label="New password"
        error={fieldErrorText('New password', errors.newPassword)}
        registration={register('newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormField
        label="Confirm new password"
        error={fieldErrorText('Confirm new password', errors.confirmPassword)}
      >
        {(field) => (
          <input
            {...field}
            {...register('confirmPassword')}
            type="password"
            autoComplete="new-password"
            className="input w-full"
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary mt-4" disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </button>
      {reset.isError && !errors.newPassword && (
        <p role="alert" className="text-error mt-2">
          {badLink ? passwordResetMessages.linkInvalid : errorMessage(reset.error)}{' '}
          {badLink && (
            <Link to="/forgot-password" className="link">
              Ask for a new link
            </Link>
          )}
        </p>
      )}
    </form>
  );
}
