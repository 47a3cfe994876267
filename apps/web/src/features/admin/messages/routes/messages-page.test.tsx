import type { ContactMessage, ContactMessagePage } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { emptyTablePage } from '../../../../test/table-page.ts';
import { Component as MessagesPage } from './messages-page.tsx';

const message = (index: number): ContactMessage => ({
  _id: `6f1c2b7e-1a2b-4c3d-8e9f-00000000000${index}`,
  firstName: `Ada${index}`,
  lastName: 'Lovelace',
  email: `ada${index}@engines.example`,
  message: `Question ${index}`,
  createdAt: `2026-03-0${index}T09:00:00.000Z`,
});

/** The id of a page's edge row, which Next and Previous start from. */
const rowId = (page: number) => `00000000-0000-4000-8000-00000000000${page}`;

/** Answers like the server: 45 messages in all, the page asked for. */
function stubInbox() {
  return stubFetch((url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const page: ContactMessagePage = {
      items: [message(Number(query.get('page')))],
      total: 45,
      totalIsEstimate: false,
      page: Number(query.get('page')),
      pageSize: Number(query.get('pageSize')),
      nextCursor: Number(query.get('page')) < 3 ? rowId(Number(query.get('page'))) : null,
      prevCursor: Number(query.get('page')) > 1 ? rowId(Number(query.get('page'))) : null,
    };
    return jsonResponse(page);
  });
}

const requested = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url).replace('/api/contact-messages?', ''));

function LocationProbe() {
  return <output aria-label="location">{useLocation().search}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('Messages page', () => {
  it('loads the page and search named in the URL and shows sender, mailto link, message and date', async () => {
    const fetchMock = stubInbox();
    renderWithProviders(<MessagesPage />, { route: '/dashboard/messages?page=2&search=ada' });

    const row = await screen.findByRole('row', { name: /Ada2 Lovelace/ });
    expect(requested(fetchMock)).toEqual(['page=2&pageSize=20&search=ada&sort=createdAt&dir=desc']);
    const mail = within(row).getByRole('link', { name: 'ada2@engines.example' });
    expect(mail.getAttribute('href')).toBe('mailto:ada2@engines.example');
    expect(within(row).getByText('Question 2')).toBeTruthy();
    expect(row.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T09:00:00.000Z');
    expect(screen.getByText('45 messages · page 2 of 3')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Search messages').value).toBe('ada');
  });

  it('pages forward and back, and a new search starts again at page 1', async () => {
    const fetchMock = stubInbox();
    const { user } = renderWithProviders(<MessagesPage />, { route: '/dashboard/messages' });
    await screen.findByRole('row', { name: /Ada1 Lovelace/ });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('row', { name: /Ada2 Lovelace/ });

    await user.type(screen.getByLabelText('Search messages'), 'grace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('row', { name: /Ada1 Lovelace/ });

    expect(requested(fetchMock)).toEqual([
      'page=1&pageSize=20&sort=createdAt&dir=desc',
      `page=2&pageSize=20&sort=createdAt&dir=desc&after=${rowId(1)}`,
      'page=1&pageSize=20&search=grace&sort=createdAt&dir=desc',
    ]);
  });

  it('sorts by e-mail from its header, in the URL and the request, and back to page 1', async () => {
    const fetchMock = stubInbox();
    const { user } = renderWithProviders(
      <>
        <MessagesPage />
        <LocationProbe />
      </>,
      { route: '/dashboard/messages?page=2' },
    );
    await screen.findByRole('row', { name: /Ada2 Lovelace/ });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
    expect(header('E-mail').getAttribute('aria-sort')).toBe('none');

    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    await screen.findByRole('row', { name: /Ada1 Lovelace/ });
    expect(screen.getByLabelText('location').textContent).toBe('?sort=email&dir=asc');
    expect(requested(fetchMock).at(-1)).toBe('page=1&pageSize=20&sort=email&dir=asc');
    expect(header('E-mail').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Date').getAttribute('aria-sort')).toBe('none');

    // Back to the default order, newest first: the URL is clean again.
    await user.click(screen.getByRole('button', { name: 'Date' }));
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(screen.getByLabelText('location').textContent).toBe('');
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
    await waitFor(() =>
      expect(requested(fetchMock).at(-1)).toBe('page=1&pageSize=20&sort=createdAt&dir=desc'),
    );
  });

  it('says so when nothing matches', async () => {
    stubFetch(() => jsonResponse(emptyTablePage));
    renderWithProviders(<MessagesPage />, { route: '/dashboard/messages?search=nobody' });
    expect(await screen.findByText('No messages match “nobody”.')).toBeTruthy();
  });
});
