import { accountMessages } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fillIn(
  user: ReturnType<typeof renderWithProviders>['user'],
  confirm = 'Tandem-Derailleur-Quiet-7',
) {
  await user.type(screen.getByLabelText('Current password'), 'Pedal#2026long');
  await user.type(screen.getByLabelText('New password'), 'Tandem-Derailleur-Quiet-7');
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('asks the server to sign out every other session, then says so and empties the form', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ token: null }));
    const { user } = renderWithProviders(<ChangePasswordForm email="rider@example.com" />, {
      withToasts: true,
    });
    await fillIn(user);

    expect(await screen.findByText(accountMessages.passwordChanged)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'Pedal#2026long',
      newPassword: 'Tandem-Derailleur-Quiet-7',
      revokeOtherSessions: true,
    });
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('refuses two different new passwords without calling the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<ChangePasswordForm email="rider@example.com" />);
    await fillIn(user, 'Something-else-entirely-9');
    expect(await screen.findByText('Confirm new password must be the same as the new password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal under the field it names, or else why', async () => {
    stubFetch(() =>
      jsonResponse(
        { message: 'New password is too easy to guess: Add another word', field: 'newPassword' },
        400,
      ),
    );
    const { user } = renderWithProviders(<ChangePasswordForm email="rider@example.com" />);
    await fillIn(user);
    expect(await screen.findByText('New password is too easy to guess: Add another word')).toBeTruthy();

    stubFetch(() => jsonResponse({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your password was not changed: Invalid password',
    );
  });
});
