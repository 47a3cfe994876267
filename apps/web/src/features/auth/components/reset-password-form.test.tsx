import { passwordResetMessages } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { ResetPasswordFormCard } from './reset-password-form.tsx';

function renderForm(answer: () => Response) {
  const fetchMock = stubFetch(answer);
  const view = renderWithProviders(<ResetPasswordFormCard token="tok123" />);
  const submit = async (password: string, confirm = password) => {
    await view.user.type(screen.getByLabelText('New password'), password);
    await view.user.type(screen.getByLabelText('Confirm new password'), confirm);
    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
  };
  return { fetchMock, submit };
}

afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordFormCard', () => {
  it('sends the token with the new password and then says every session has ended', async () => {
    const { fetchMock, submit } = renderForm(() => jsonResponse({ status: true }));
    await submit('Derailleur%Sunday41');
    expect(await screen.findByText(passwordResetMessages.passwordChanged)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok123', newPassword: 'Derailleur%Sunday41' });
  });

  it('refuses two different passwords without asking the server', async () => {
    const { fetchMock, submit } = renderForm(() => jsonResponse({ status: true }));
    await submit('Derailleur%Sunday41', 'Derailleur%Sunday42');
    expect(await screen.findByText('Confirm new password must be the same as the new password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's strength refusal under the field", async () => {
    const { submit } = renderForm(() =>
      jsonResponse({ message: 'newPassword is too easy to guess', field: 'newPassword' }, 400),
    );
    await submit('password123');
    expect(await screen.findByText('newPassword is too easy to guess')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('says an expired or used link is no good and offers a new one', async () => {
    const { submit } = renderForm(() =>
      jsonResponse({ message: 'Invalid token', code: 'INVALID_TOKEN' }, 400),
    );
    await submit('Derailleur%Sunday41');
    expect(await screen.findByText(passwordResetMessages.linkInvalid, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
