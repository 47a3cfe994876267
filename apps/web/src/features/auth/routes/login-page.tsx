import { messages, type DemoLogin } from '@crankworks/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
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

export function Component() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const returnTo = safeReturnPath(from);
  const [mode, setMode] = useState<Mode>('login');
  const [prefill, setPrefill] = useState<{ email: string; password?: string }>();
  const [registered, setRegistered] = useState(false);
  const authConfig = useAuthConfig();
  useGoogleReturn(returnTo);

  const keepFrom: Record<string, string> = from ? { from } : {};
  const googleCallback = `/login?${new URLSearchParams({ ...keepFrom, signedIn: GOOGLE_RETURN })}`;
  const googleErrorCallback = `/login?${new URLSearchParams(keepFrom)}`;
  const googleError = params.get('error');

  const fillDemoLogin = (login: DemoLogin) => {
    setMode('login');
    setRegistered(false);
    setPrefill({ email: login.email, password: login.password });
  };

  const onRegistered = (email: string) => {
    setPrefill({ email });
    setRegistered(true);
    setMode('login');
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <DocumentTitle title={mode === 'login' ? 'Login' : 'Register'} />
      <h1 className="text-3xl font-bold">{mode === 'login' ? 'Login' : 'Register'}</h1>

      {googleError && (
        <p role="alert" className="text-error">
          {messages.loginFailed}: Google sign-in did not complete ({googleError.replaceAll('_', ' ')}).
        </p>
      )}
      {mode === 'login' && registered && (
        <p role="status" className="alert alert-success alert-soft">
          Your account is ready. Log in with it.
        </p>
      )}

      <div className="card card-border bg-base-100 p-6 shadow-sm">
        {mode === 'login' ? (
          <LoginForm key={prefill?.email ?? ''} returnTo={returnTo} defaultValues={prefill} />
        ) : (
          <RegisterForm onRegistered={onRegistered} />
        )}
        <div className="divider">or</div>
        <GoogleButton callbackURL={googleCallback} errorCallbackURL={googleErrorCallback} />
      </div>

      <p>
        {mode === 'login' ? 'New to Crankworks?' : 'Already have an account?'}{' '}
        <button
          type="button"
          className="link link-primary"
          onClick={() => {
            setRegistered(false);
            setMode(mode === 'login' ? 'register' : 'login');
          }}
        >
          {mode === 'login' ? 'Create an account' : 'Login instead'}
        </button>
      </p>

      <DemoLogins logins={authConfig.data?.demoLogins ?? []} onUse={fillDemoLogin} />
    </div>
  );
}
