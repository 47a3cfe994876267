import {
  accountMessages,
  changePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from '@crankworks/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../../auth/index.ts';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: the current one, then the new one twice, by the same strength rule as sign-up
 * (the server scores it). Success signs out every other session of the account.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const change = useChangePassword(email);

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(accountMessages.passwordChanged);
        reset(empty);
      },
      onError: (error) => showServerFieldError(error, fields, setError),
    }),
  );
  const namedField = fields.some((field) => errors[field]);

  return (
    // Posted to the server while the app has not taken the page over (features/page-forms).
    <form
      method="post"
      action="/dashboard/profile/password"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="card card-border max-w-xl bg-base-100 p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold">
        Change password
      </h2>
      <p className="mt-1 text-sm">Changing it signs you out on every other device.</p>
      <InputField
        label="Current password"
        error={fieldErrorText('Current password', errors.currentPassword)}
        registration={register('currentPassword')}
        type="password"
        autoComplete="current-password"
      />
      <InputField
        label="New password"
        error={fieldErrorText('New password', errors.newPassword)}
        registration={register('newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <InputField
        label="Confirm new password"
        error={fieldErrorText('Confirm new password', errors.confirmPassword)}
        registration={register('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className="btn btn-primary mt-4 self-start" disabled={change.isPending}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </button>
      {change.isError && !namedField && (
        <p role="alert" className="text-error mt-2">
          Your password was not changed: {errorMessage(change.error)}
        </p>
      )}
    </form>
  );
}
