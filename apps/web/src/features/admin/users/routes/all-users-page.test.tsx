import { messages, revokeAdminMessages, type UserListItem, type UserTable } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { emptyTablePage } from '../../../../test/table-page.ts';
import { Component as AllUsersPage } from './all-users-page.tsx';
import { aSessionAnswer, aUser } from '../../../../test/users.ts';

const admin = aUser({ email: 'admin@example.com', name: 'Ada Admin', role: 'admin' });
const rider = aUser();
const colleague = aUser({ email: 'colleague@example.com', name: 'Cole League', role: 'admin' });
const table = (items: UserListItem[]): UserTable => ({ ...emptyTablePage, items, total: items.length });

function serve(answers: { makeAdmin?: Response; deleteUser?: Response; revokeAdmin?: Response } = {}) {
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    if (key === 'GET /api/auth/get-session')
      return jsonResponse(aSessionAnswer({ id: 'a1', email: admin.email, name: admin.name, role: 'admin' }));
    if (key === 'GET /api/users') return jsonResponse(table([admin, rider, colleague]));
    if (key === 'DELETE /api/user/admin/colleague%40example.com')
      return answers.revokeAdmin ?? jsonResponse({ modifiedCount: 1 });
    if (key === 'PUT /api/user/admin/rider%40example.com')
      return answers.makeAdmin ?? jsonResponse({ modifiedCount: 1 });
    if (key === 'DELETE /api/user/rider%40example.com')
      return answers.deleteUser ?? jsonResponse({ deletedCount: 1 });
    if (key.startsWith('GET /api/admin/')) return jsonResponse({ admin: false });
    throw new Error(`unexpected call ${key}`);
  });
}

const rowOf = async (email: string) =>
  (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement;
const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

const usersRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/users?'));

function LocationProbe() {
  return <output aria-label="location">{useLocation().search}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('AllUsersPage', () => {
  it('lists users with their role; Make Admin only for non-admins, Delete User never for oneself', async () => {
    serve();
    renderWithProviders(<AllUsersPage />, { route: '/dashboard/users' });
    const adminRow = await rowOf(admin.email);
    await waitFor(() => expect(within(adminRow).queryByRole('button', { name: /Delete User/ })).toBeNull());
    expect(within(adminRow).getByText('admin')).toBeTruthy();
    expect(within(adminRow).queryByRole('button', { name: /Make Admin/ })).toBeNull();
    const riderRow = await rowOf(rider.email);
    expect(within(riderRow).getByText('user')).toBeTruthy();
    expect(within(riderRow).getByRole('button', { name: 'Make Admin: rider@example.com' })).toBeTruthy();
    expect(within(riderRow).getByRole('button', { name: 'Delete User: rider@example.com' })).toBeTruthy();
    expect(within(riderRow).queryByRole('button', { name: /Revoke Admin/ })).toBeNull();
    expect(within(adminRow).queryByRole('button', { name: /Revoke Admin/ })).toBeNull();
    const colleagueRow = await rowOf(colleague.email);
    expect(
      within(colleagueRow).getByRole('button', { name: 'Revoke Admin: colleague@example.com' }),
    ).toBeTruthy();
  });

  it('revokes another admin only after the confirmation dialog, and shows why the server refused', async () => {
    const fetchMock = serve({
      revokeAdmin: jsonResponse({ message: revokeAdminMessages.lastAdmin }, 409),
    });
    const { user } = renderWithProviders(<AllUsersPage />, { route: '/dashboard/users', withToasts: true });
    const revoke = within(await rowOf(colleague.email)).getByRole('button', { name: /Revoke Admin/ });

    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke admin rights?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE')).toEqual([]);

    await user.click(revoke);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke admin' }));
    expect(
      await screen.findByText(`Admin rights could not be revoked: ${revokeAdminMessages.lastAdmin}`),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE').map(([url]) => url)).toEqual([
      '/api/user/admin/colleague%40example.com',
    ]);
  });

  it('sorts by a column header, in the URL and the request, back at page 1; a second click reverses', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(
      <>
        <AllUsersPage />
        <LocationProbe />
      </>,
      { route: '/dashboard/users?page=2&search=r' },
    );
    await rowOf(rider.email);
    expect(usersRequests(fetchMock)[0]).toBe('/api/users?page=2&pageSize=20&search=r&sort=createdAt&dir=asc');
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Joined').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Role').getAttribute('aria-sort')).toBe('none');

    await user.click(screen.getByRole('button', { name: 'Role' }));
    await waitFor(() =>
      expect(usersRequests(fetchMock).at(-1)).toBe(
        '/api/users?page=1&pageSize=20&search=r&sort=role&dir=asc',
      ),
    );
    expect(screen.getByLabelText('location').textContent).toBe('?search=r&sort=role&dir=asc');
    expect(header('Role').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Joined').getAttribute('aria-sort')).toBe('none');

    await user.click(screen.getByRole('button', { name: 'Role' }));
    await waitFor(() =>
      expect(usersRequests(fetchMock).at(-1)).toBe(
        '/api/users?page=1&pageSize=20&search=r&sort=role&dir=desc',
      ),
    );
    expect(screen.getByLabelText('location').textContent).toBe('?search=r&sort=role&dir=desc');
    expect(header('Role').getAttribute('aria-sort')).toBe('descending');
  });

  it('makes an admin only after the confirmation dialog and says "Admin added Successfully"; Cancel changes nothing', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<AllUsersPage />, { route: '/dashboard/users', withToasts: true });
    await user.click(within(await rowOf(rider.email)).getByRole('button', { name: /Make Admin/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this user an admin?' });
    expect(dialog.textContent).toContain(rider.email);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'PUT')).toHaveLength(0);

    await user.click(within(await rowOf(rider.email)).getByRole('button', { name: /Make Admin/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText(messages.adminAdded)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT')).toHaveLength(1);
  });

  it('says "Failed to make an admin" on a 403', async () => {
    serve({ makeAdmin: jsonResponse({ message: 'Only an admin may do this' }, 403) });
    const { user } = renderWithProviders(<AllUsersPage />, { route: '/dashboard/users', withToasts: true });
    await user.click(within(await rowOf(rider.email)).getByRole('button', { name: /Make Admin/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText(messages.adminFailed)).toBeTruthy();
  });

  it('deletes a user only after the confirmation dialog, and Cancel deletes nothing', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<AllUsersPage />, { route: '/dashboard/users', withToasts: true });
    const deleteButton = within(await rowOf(rider.email)).getByRole('button', { name: /Delete User/ });

    await user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE')).toEqual([]);

    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Rex Rider (rider@example.com) was deleted and signed out')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE')).toHaveLength(1);
  });

  it('shows the reason when the server refuses a delete', async () => {
    serve({ deleteUser: jsonResponse({ message: 'The last admin cannot be deleted' }, 409) });
    const { user } = renderWithProviders(<AllUsersPage />, { route: '/dashboard/users', withToasts: true });
    await user.click(within(await rowOf(rider.email)).getByRole('button', { name: /Delete User/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    expect(
      await screen.findByText('The user could not be deleted: The last admin cannot be deleted'),
    ).toBeTruthy();
  });
});
