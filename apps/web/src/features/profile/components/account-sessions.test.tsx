import type { AccountSession } from '@crankworks/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { AccountSessions } from './account-sessions.tsx';

afterEach(() => vi.unstubAllGlobals());

const aSession = (overrides: Partial<AccountSession>): AccountSession => ({
  _id: '5f0c1c36-2b47-4f43-9c39-3c1f5a1b2d10',
  device: 'Firefox on Windows',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-26T10:00:00.000Z',
  current: false,
  ...overrides,
});

describe('AccountSessions', () => {
  it('lists the sessions, this device marked, and signs out one of the others by its id', async () => {
    let sessions = [
      aSession({ _id: '11111111-1111-4111-8111-111111111111', device: 'Chrome on Linux', current: true }),
      aSession({}),
    ];
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'DELETE') {
        sessions = sessions.filter((session) => !url.endsWith(session._id));
        return jsonResponse({ deletedCount: 1 });
      }
      return jsonResponse({ sessions });
    });
    const { user } = renderWithProviders(<AccountSessions />);

    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('This device')).toBeTruthy();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    await user.click(
      within(items[1]!).getByRole('button', { name: /^Sign out Firefox on Windows, signed in / }),
    );

    expect(await screen.findByText('You are signed in nowhere else.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && url === `/api/sessions/${aSession({})._id}`,
      ),
    ).toBe(true);
  });
});
