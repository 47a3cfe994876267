import { messages, type AuthConfig } from '@crankworks/contract';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { aSessionAnswer } from '../../../test/users.ts';
import { readAccessToken } from '../api/access-token.ts';
import { GOOGLE_NOT_CONFIGURED } from '../components/google-button.tsx';
import { Component as LoginPage } from './login-page.tsx';

const demoConfig: AuthConfig = {
  googleSignIn: false,
  demoLogins: [{ role: 'admin', email: 'admin@crankworks.test', password: 'Admin#2026demo' }],
};

type Handler = (init?: RequestInit) => Response;

/** Answers by "METHOD /path"; anything unexpected fails loudly. */
function serve(routes: Record<string, Handler>, config: AuthConfig = demoConfig) {
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    if (key === 'GET /api/auth-config') return jsonResponse(config);
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(init);
  });
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard/orders" element={<h1>My Orders page</h1>} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { route, withToasts: true },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('LoginPage: register', () => {
  it('says at the Confirm field and in a toast that the passwords do not match, and sends nothing', async () => {
    const fetchMock = serve({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await user.type(screen.getByLabelText('Name'), 'Ada Rider');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Pedal#2026long');
    await user.type(screen.getByLabelText('Confirm Password'), 'Pedal#2026lonG');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const confirm = screen.getByLabelText('Confirm Password');
    const described = (confirm.getAttribute('aria-describedby') ?? '').split(' ');
    const atField = screen.getByText(messages.passwordMismatch);
    expect(described).toContain(atField.id);
    expect(await screen.findByText(messages.registrationFailed)).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST /api/auth/sign-up/email')).toEqual([]);
  });

  it('creates the account and switches to the login form', async () => {
    const fetchMock = serve({
      'POST /api/auth/sign-up/email': () => jsonResponse({ token: null, user: { id: 'u1' } }),
    });
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await user.type(screen.getByLabelText('Name'), 'Ada Rider');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Pedal#2026long');
    await user.type(screen.getByLabelText('Confirm Password'), 'Pedal#2026long');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Your account is ready. Log in with it.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
    const [signUp] = callsTo(fetchMock, 'POST /api/auth/sign-up/email');
    expect(JSON.parse(String(signUp?.[1]?.body))).toEqual({
      name: 'Ada Rider',
      email: 'ada@example.com',
      password: 'Pedal#2026long',
    });
  });

  it('shows the server’s reason when registration fails', async () => {
    serve({
      'POST /api/auth/sign-up/email': () =>
        jsonResponse({ message: 'User already exists. Use another email.' }, 422),
    });
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await user.type(screen.getByLabelText('Name'), 'Ada Rider');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Pedal#2026long');
    await user.type(screen.getByLabelText('Confirm Password'), 'Pedal#2026long');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('User already exists. Use another email.')).toBeTruthy();
    expect(await screen.findByText(messages.registrationFailed)).toBeTruthy();
  });
});

describe('LoginPage: login', () => {
  it('toasts "Login SuccessFull", keeps the access token and returns to the page first asked for', async () => {
    const fetchMock = serve({
      'POST /api/auth/sign-in/email': () => jsonResponse({ token: 't', user: { id: 'u1' } }),
      'PUT /api/user/ada%40example.com': () => jsonResponse({ accessToken: 'session-token-1' }),
      'GET /api/auth/get-session': () =>
        jsonResponse(aSessionAnswer({ email: 'ada@example.com', name: 'Ada' })),
    });
    const { user } = renderLogin(`/login?from=${encodeURIComponent('/dashboard/orders')}`);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Pedal#2026long');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeTruthy();
    expect(await screen.findByText(messages.loginSucceeded)).toBeTruthy();
    expect(readAccessToken('ada@example.com')).toBe('session-token-1');
    const [tokenCall] = callsTo(fetchMock, 'PUT /api/user/ada%40example.com');
    expect(JSON.parse(String(tokenCall?.[1]?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('toasts "Login Failed" and shows the provider’s message', async () => {
    serve({
      'POST /api/auth/sign-in/email': () => jsonResponse({ message: 'Invalid email or password' }, 401),
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(`${messages.loginFailed}: Invalid email or password`)).toBeTruthy();
    expect(await screen.findByText(messages.loginFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(readAccessToken('ada@example.com')).toBeNull();
  });

  it('shows the demo admin login in demo mode and fills the form with it', async () => {
    serve({});
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Fill in the admin login' }));
    expect(screen.getByText('Sample admin login')).toBeTruthy();
    expect(screen.getByText('admin@crankworks.test')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('admin@crankworks.test'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('Admin#2026demo');
  });

  it('shows no demo login outside demo mode', async () => {
    const fetchMock = serve({}, { googleSignIn: false, demoLogins: [] });
    renderLogin();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/auth-config')).toHaveLength(1));
    expect(screen.queryByText('Demo mode')).toBeNull();
  });

  it('explains that Google sign-in is not configured when the server has no Google credentials', async () => {
    const fetchMock = serve({}, { googleSignIn: false, demoLogins: [] });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(GOOGLE_NOT_CONFIGURED)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/sign-in/social')).toEqual([]);
  });

  it('finishes a Google sign-in on the way back: token, "Login SuccessFull", the page first asked for', async () => {
    serve({
      'GET /api/auth/get-session': () =>
        jsonResponse(aSessionAnswer({ id: 'g1', email: 'grace@example.com', name: 'Grace' })),
      'PUT /api/user/grace%40example.com': () => jsonResponse({ accessToken: 'google-session-token' }),
    });
    renderLogin(`/login?${new URLSearchParams({ from: '/dashboard/orders', signedIn: 'google' })}`);
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeTruthy();
    expect(await screen.findByText(messages.loginSucceeded)).toBeTruthy();
    expect(readAccessToken('grace@example.com')).toBe('google-session-token');
  });

  it('starts Google sign-in with a way back to the page first asked for', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve(
      {
        'POST /api/auth/sign-in/social': () =>
          jsonResponse({ url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1', redirect: true }),
      },
      { googleSignIn: true, demoLogins: [] },
    );
    const { user } = renderLogin(`/login?from=${encodeURIComponent('/purchase/42')}`);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'),
    );
    const [start] = callsTo(fetchMock, 'POST /api/auth/sign-in/social');
    expect(JSON.parse(String(start?.[1]?.body))).toEqual({
      provider: 'google',
      callbackURL: '/login?from=%2Fpurchase%2F42&signedIn=google',
      errorCallbackURL: '/login?from=%2Fpurchase%2F42',
    });
  });
});

describe('LoginPage as plain HTML', () => {
  it('posts each form to the server, keeping the page first asked for', () => {
    serve({});
    renderLogin('/login?from=%2Fdashboard%2Forders');
    const login = screen.getByRole('form', { name: 'Login' });
    expect(login.getAttribute('method')).toBe('post');
    expect(login.getAttribute('action')).toBe('/login?from=%2Fdashboard%2Forders');
    const register = screen.getByRole('link', { name: 'Create an account' });
    expect(register.getAttribute('href')).toBe('/login?from=%2Fdashboard%2Forders&mode=register');
  });

  it('shows the registration form at ?mode=register, and why the server refused a form', () => {
    serve({});
    renderLogin('/login?mode=register&failed=mismatch');
    expect(screen.getByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Register' }).getAttribute('action')).toBe(
      '/login?mode=register',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      `${messages.registrationFailed}: ${messages.passwordMismatch}`,
    );
  });

  it('ignores a failure code it does not know, so a link cannot put words on the page', () => {
    serve({});
    renderLogin('/login?failed=%3Cb%3EYou%20won%3C%2Fb%3E');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
