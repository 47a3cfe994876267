import { messages, type LoginForm as LoginValues } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { InputField } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { fetchAccessToken } from '../api/access-token.ts';
import { sessionQueryOptions } from '../api/get-session.ts';
import { signInWithEmail } from '../api/sign-in.ts';

const rules = lazyResolver<LoginValues>(() => import('./form-rules.ts').then((module) => module.loginRules));

interface LoginFormProps {
  /** Where the form posts as plain HTML, before the app has taken the page over. */
  action: string;
  /** Where to go once signed in (already checked to be a path on this site). */
  returnTo: string;
  defaultValues?: Partial<LoginValues>;
}

/**
 * Success toasts "Login SuccessFull", fetches the access token and returns to the page
 * first asked for; failure toasts "Login Failed" and shows the provider's reason under the form.
 */
export function LoginForm({ action, returnTo, defaultValues }: LoginFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: rules.resolver,
    defaultValues: { email: '', password: '', ...defaultValues },
  });

  const signIn = useMutation({
    mutationFn: async (values: LoginValues) => {
      await signInWithEmail(values);
      await fetchAccessToken(values.email);
      await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    },
    onSuccess: async () => {
      toast.success(messages.loginSucceeded);
      await navigate(returnTo, { replace: true });
    },
    onError: (error) => {
      toast.error(messages.loginFailed);
      setFailure(`${messages.loginFailed}: ${errorMessage(error)}`);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    signIn.mutate(values);
  });

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={rules.preload}
      aria-label="Login"
      className="flex flex-col gap-1"
    >
      <InputField
        label="Email"
        error={fieldErrorText('Email', errors.email)}
        registration={register('email')}
        type="email"
        autoComplete="username"
      />
      <InputField
        label="Password"
        error={fieldErrorText('Password', errors.password)}
        registration={register('password')}
        type="password"
        autoComplete="current-password"
      />
      <Link to="/forgot-password" className="link link-primary self-start text-sm">
        Forgot password?
      </Link>
      <button type="submit" className="btn btn-primary mt-4" disabled={signIn.isPending}>
        {signIn.isPending ? 'Logging in…' : 'Login'}
      </button>
      {failure && (
        <p role="alert" className="text-error mt-2">
          {failure}
        </p>
      )}
    </form>
  );
}
