import { messages, safeReturnPath, type DemoLogin } from '@crankworks/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { fetchAccessToken } from '../api/access-token.ts';
import { useAuthConfig } from '../api/get-auth-config.ts';
import { useSession } from '../api/get-session.ts';
import { DemoLogins } from '../components/demo-logins.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { RegisterForm } from '../components/register-form.tsx';
type Mode = 'login' | 'register';

/** Google sends the browser back here with this mark; the page then finishes the sign-in like a login. */
const GOOGLE_RETURN = 'google';

/** Finishes a Google sign-in: the access token, the "Login SuccessFull" toast, the page first asked for. */
function useGoogleReturn(returnTo: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const finished = useRef(false);
  const returning = params.get('signedIn') === GOOGLE_RETURN;

  useEffect(() => {
    if (!returning || !user || finished.current) return;
    finished.current = true;
    void fetchAccessToken(user.email)
      .catch(() => undefined)
      .then(() => {
        toast.success(messages.loginSucceeded);
        return navigate(returnTo, { replace: true });
      });
  }, [returning, user, navigate, returnTo]);
}

/** What a finished registration or password reset says above the login form (`?done=`). */
const doneNotices: Record<string, string> = {
  registered: 'Your account is ready. Log in with it.',
  reset: 'Your password is changed. Log in with it.',
};

/**
 * Login and registration on one page; `?mode=register` shows the registration form, so "Create an
 * account" is a plain link that works before the app has loaded, and both forms post to the server
 * as plain HTML until it has (features/page-forms on the server).
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = params.get('from');
  const returnTo = safeReturnPath(from);
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'login';
  const done = mode === 'login' ? doneNotices[params.get('done') ?? ''] : undefined;
  const [prefill, setPrefill] = useState<{ email: string; password?: string }>();
  const authConfig = useAuthConfig();
  useGoogleReturn(returnTo);

  const keepFrom: Record<string, string> = from ? { from } : {};
  const pageOf = (next: Mode, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({
      ...keepFrom,
      ...(next === 'register' ? { mode: next } : {}),
      ...extra,
    });
    return query.size ? `/login?${query}` : '/login';
  };
  const googleCallback = `/login?${new URLSearchParams({ ...keepFrom, signedIn: GOOGLE_RETURN })}`;
  const googleErrorCallback = `/login?${new URLSearchParams(keepFrom)}`;
  const googleError = params.get('error');

  const fillDemoLogin = (login: DemoLogin) => {
    setPrefill({ email: login.email, password: login.password });
    if (mode !== 'login' || done) void navigate(pageOf('login'), { replace: true });
  };

  const onRegistered = (email: string) => {
    setPrefill({ email });
    void navigate(pageOf('login', { done: 'registered' }));
  };

  const title = mode === 'login' ? 'Login' : 'Register';
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>

      {googleError && (
        <p role="alert" className="text-error">
          {messages.loginFailed}: Google sign-in did not complete ({googleError.replaceAll('_', ' ')}).
        </p>
      )}
      <FormFailureNotice title={mode === 'login' ? messages.loginFailed : messages.registrationFailed} />
      {done && (
        <p role="status" className="alert alert-success alert-soft">
          {done}
        </p>
      )}

      <div className="card card-border bg-base-100 p-6 shadow-sm">
        {mode === 'login' ? (
          <LoginForm
            key={prefill?.email ?? ''}
            action={pageOf('login')}
            returnTo={returnTo}
            defaultValues={prefill}
          />
        ) : (
          <RegisterForm
            action={pageOf('register')}
            onRegistered={onRegistered}
            defaultEmail={params.get('email') ?? undefined}
          />
        )}
        <div className="divider">or</div>
        <GoogleButton callbackURL={googleCallback} errorCallbackURL={googleErrorCallback} />
      </div>

      <p>
        {mode === 'login' ? 'New to Crankworks?' : 'Already have an account?'}{' '}
        <Link to={pageOf(mode === 'login' ? 'register' : 'login')} className="link link-primary">
          {mode === 'login' ? 'Create an account' : 'Login instead'}
        </Link>
      </p>

      <DemoLogins logins={authConfig.data?.demoLogins ?? []} onUse={fillDemoLogin} />
    </div>
  );
}
