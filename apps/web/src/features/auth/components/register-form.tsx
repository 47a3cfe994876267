import { messages, type RegisterForm as RegisterValues } from '@crankworks/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { FormField, InputField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { registerAccount } from '../api/sign-in.ts';

const rules = lazyResolver<RegisterValues>(() =>
  import('./form-rules.ts').then((module) => module.registerRules),
);

interface RegisterFormProps {
  /** Where the form posts as plain HTML, before the app has taken the page over. */
  action: string;
  /** Called with the new account's e-mail once it exists: the page switches to the login form. */
  onRegistered: (email: string) => void;
  /** The e-mail written in at first: a guest's order's, when he registers from its link (decision 066). */
  defaultEmail?: string;
}

/**
 * Name, e-mail, password twice; a mismatch sends nothing and says so at the Confirm field and in a
 * toast (docs/product.md).
 */
export function RegisterForm({ action, onRegistered, defaultEmail = '' }: RegisterFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: rules.resolver,
    defaultValues: { name: '', email: defaultEmail, password: '', confirmPassword: '' },
  });

  const createAccount = useMutation({
    mutationFn: registerAccount,
    onSuccess: (_answer, values) => onRegistered(values.email),
    onError: (error) => {
      toast.error(messages.registrationFailed);
      setFailure(errorMessage(error));
    },
  });

  const onInvalid = (invalid: FieldErrors<RegisterValues>) => {
    setFailure(null);
    if (invalid.confirmPassword?.message === messages.passwordMismatch)
      toast.error(messages.registrationFailed);
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    createAccount.mutate(values);
  }, onInvalid);

  // The mismatch is said at the field that must change, in the seed's words as they are.
  const confirmError =
    errors.confirmPassword?.message === messages.passwordMismatch
      ? messages.passwordMismatch
      : fieldErrorText('Confirm Password', errors.confirmPassword);

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={rules.preload}
      aria-label="Register"
      className="flex flex-col gap-1"
    >
      <InputField
        label="Name"
        error={fieldErrorText('Name', errors.name)}
        registration={register('name')}
        autoComplete="name"
      />
      <InputField
        label="Email"
        error={fieldErrorText('Email', errors.email)}
        registration={register('email')}
        defaultValue={defaultEmail}
        type="email"
        autoComplete="email"
      />
      <InputField
        label="Password"
        error={fieldErrorText('Password', errors.password)}
        registration={register('password')}
        type="password"
        autoComplete="new-password"
      />
      <FormField label="Confirm Password" error={confirmError}>
        {(field) => (
          <input
            {...field}
            {...register('confirmPassword')}
            aria-invalid={Boolean(errors.confirmPassword)}
            type="password"
            autoComplete="new-password"
            className="input w-full"
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary mt-4" disabled={createAccount.isPending}>
        {createAccount.isPending ? 'Registering…' : 'Register'}
      </button>
      {failure && (
        <p role="alert" className="text-error mt-2">
          {failure}
        </p>
      )}
    </form>
  );
}
