import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { DeleteAccount } from './delete-account.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('DeleteAccount', () => {
  it('asks first, in a dialog that Escape closes, then deletes the account', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ deletedCount: 1 }));
    const { user } = renderWithProviders(<DeleteAccount email="rider@example.com" admin={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/user/rider%40example.com', 'DELETE']);
  });

  it('offers an admin no button: another admin revokes his rights first', () => {
    renderWithProviders(<DeleteAccount email="boss@example.com" admin />);
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });
});
