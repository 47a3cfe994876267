import type { Order, OrderTablePage } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { emptyTablePage } from '../../../../test/table-page.ts';
import { Component as ManageOrdersPage } from './manage-orders-page.tsx';

const order = (n: number, status: Order['status'], name: string): Order => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  productId: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
  name,
  description: 'A part.',
  price: 10,
  orderQty: n + 1,
  total: 10 * (n + 1),
  lineCount: 1,
  userName: `Customer ${n}`,
  userEmail: `customer${n}@example.com`,
  address: '1 Spoke Street',
  phone: '555 0100',
  paid: status !== 'unpaid',
  shipped: status === 'shipped',
  status,
  transactionId: status === 'unpaid' ? null : `tp_${n}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: status === 'unpaid' ? null : '2026-11-20T10:05:00.000Z',
  shippedAt: status === 'shipped' ? '2026-11-21T10:00:00.000Z' : null,
  cancelledAt: null,
  expiredAt: null,
  deliveredAt: null,
  heldUntil: null,
});
const rows = [
  order(1, 'unpaid', 'Crank Arm'),
  order(2, 'paid', 'Crankset'),
  order(3, 'shipped', 'Crank Bolt'),
];
/** The page a list request asks for (the request's path is relative: any base parses it). */
const pageAsked = (url: string) => Number(new URL(url, 'http://localhost').searchParams.get('page'));

const tablePage = (page: number): OrderTablePage => ({
  items: rows,
  total: 45,
  totalIsEstimate: false,
  page,
  pageSize: 20,
  nextCursor: page < 3 ? (rows[2]?._id ?? null) : null,
  prevCursor: page > 1 ? (rows[0]?._id ?? null) : null,
});

function LocationProbe() {
  return <output aria-label="location">{useLocation().search}</output>;
}

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/manageOrders"
        element={
          <>
            <ManageOrdersPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route, withToasts: true },
  );
}

const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/orders?'));
const rowOf = (productName: string) =>
  screen.getByRole('cell', { name: productName }).closest('tr') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('Manage Orders', () => {
  it('reads page and search from the URL and shows the search in the labelled box', async () => {
    const fetchMock = stubFetch((url) => jsonResponse(tablePage(pageAsked(url))));
    renderPage('/dashboard/manageOrders?page=2&search=crank');

    expect(await screen.findByRole('cell', { name: 'Crankset' })).toBeTruthy();
    expect(listCalls(fetchMock)[0]).toBe(
      '/api/orders?page=2&pageSize=20&search=crank&sort=createdAt&dir=desc',
    );
    expect(screen.getByLabelText('Search by reference, customer, e-mail or part')).toHaveProperty(
      'value',
      'crank',
    );
    expect(screen.getByText(/45 orders · page 2 of 3/)).toBeTruthy();
  });

  it('names an order of several parts by its first, linked, "and N more", and counts its parts', async () => {
    const cartOrder = { ...order(4, 'unpaid', 'Chain 11s'), lineCount: 3 };
    stubFetch(() => jsonResponse({ ...tablePage(1), items: [cartOrder] }));
    renderPage('/dashboard/manageOrders');
    await screen.findByRole('cell', { name: 'Chain 11s and 2 more' });
    const row = within(rowOf('Chain 11s and 2 more'));
    expect(row.getByRole('link', { name: 'Chain 11s' }).getAttribute('href')).toBe(
      `/products/${cartOrder.productId}`,
    );
    expect(row.getByRole('cell', { name: '3 parts' })).toBeTruthy();
  });

  it('keeps paging and searching in the URL', async () => {
    const fetchMock = stubFetch((url) => jsonResponse(tablePage(pageAsked(url))));
    const { user } = renderPage('/dashboard/manageOrders?pageSize=50');
    await screen.findByRole('cell', { name: 'Crankset' });
    expect(listCalls(fetchMock)[0]).toBe('/api/orders?page=1&pageSize=50&sort=createdAt&dir=desc');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe(`?pageSize=50&page=2&after=${rows[2]?._id}`),
    );

    await user.type(
      screen.getByLabelText('Search by reference, customer, e-mail or part'),
      'customer2@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe(
        '?pageSize=50&search=customer2%40example.com',
      ),
    );
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe(
        '/api/orders?page=1&pageSize=50&search=customer2%40example.com&sort=createdAt&dir=desc',
      ),
    );
  });

  it('sorts by a column header, in the URL and the request, back at page 1; a second click reverses', async () => {
    const fetchMock = stubFetch((url) => jsonResponse(tablePage(pageAsked(url))));
    const { user } = renderPage('/dashboard/manageOrders?page=2&search=crank');
    await screen.findByRole('cell', { name: 'Crankset' });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Ordered').getAttribute('aria-sort')).toBe('descending');
    expect(header('Total').getAttribute('aria-sort')).toBe('none');
    expect(header('Quantity').hasAttribute('aria-sort')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe('?search=crank&sort=total&dir=asc'),
    );
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe(
        '/api/orders?page=1&pageSize=20&search=crank&sort=total&dir=asc',
      ),
    );
    expect(header('Total').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Ordered').getAttribute('aria-sort')).toBe('none');

    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(header('Total').getAttribute('aria-sort')).toBe('descending'));
    expect(screen.getByLabelText('location').textContent).toBe('?search=crank&sort=total&dir=desc');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe(
        '/api/orders?page=1&pageSize=20&search=crank&sort=total&dir=desc',
      ),
    );
  });

  it('reads the order from the URL', async () => {
    const fetchMock = stubFetch(() => jsonResponse(tablePage(1)));
    renderPage('/dashboard/manageOrders?sort=status&dir=asc');
    await screen.findByRole('cell', { name: 'Crankset' });
    expect(listCalls(fetchMock)[0]).toBe('/api/orders?page=1&pageSize=20&sort=status&dir=asc');
    expect(screen.getByRole('columnheader', { name: 'State' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('falls back to newest first for a column or direction the table does not have', async () => {
    const fetchMock = stubFetch(() => jsonResponse(tablePage(1)));
    renderPage('/dashboard/manageOrders?sort=priceCents&dir=sideways');
    await screen.findByRole('cell', { name: 'Crankset' });
    expect(listCalls(fetchMock)[0]).toBe('/api/orders?page=1&pageSize=20&sort=createdAt&dir=desc');
  });

  it('shows customer, state and the actions each state allows', async () => {
    stubFetch(() => jsonResponse(tablePage(1)));
    renderPage('/dashboard/manageOrders');
    await screen.findByRole('cell', { name: 'Crankset' });

    const unpaidRow = within(rowOf('Crank Arm'));
    expect(unpaidRow.getByText('customer1@example.com')).toBeTruthy();
    expect(unpaidRow.getByText('Unpaid')).toBeTruthy();
    expect(unpaidRow.queryByRole('button', { name: /Mark Shipped/ })).toBeNull();
    expect(unpaidRow.getByRole('button', { name: /Delete/ })).toHaveProperty('disabled', false);

    const paidRow = within(rowOf('Crankset'));
    expect(paidRow.getByText('Paid')).toBeTruthy();
    expect(paidRow.getByRole('button', { name: /Mark Shipped/ })).toBeTruthy();
    const blockedDelete = paidRow.getByRole('button', { name: /Delete/ });
    expect(blockedDelete).toHaveProperty('disabled', true);
    const noteId = blockedDelete.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(noteId)?.textContent).toContain('cannot be deleted');

    const shippedRow = within(rowOf('Crank Bolt'));
    expect(shippedRow.getByText('Shipped')).toBeTruthy();
    expect(shippedRow.queryByRole('button', { name: /Mark Shipped/ })).toBeNull();
    const shippedId = rows[2]?._id ?? '';
    expect(shippedRow.getByRole('link', { name: `#${shippedId.slice(0, 8)}` }).getAttribute('href')).toBe(
      `/dashboard/manageOrders/${shippedId}`,
    );
    expect(shippedRow.getByRole('link', { name: 'Crank Bolt' }).getAttribute('href')).toBe(
      `/products/${rows[2]?.productId}`,
    );
  });

  it('downloads the orders as searched and sorted, every page, as CSV', async () => {
    stubFetch(() => jsonResponse(tablePage(1)));
    renderPage('/dashboard/manageOrders?page=2&search=crank&sort=total&dir=asc');
    const download = await screen.findByRole('link', { name: /Download CSV/ });
    expect(download.getAttribute('href')).toBe('/api/admin/orders.csv?sort=total&dir=asc&search=crank');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('marks a paid order shipped and deletes an unpaid one after confirmation', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'PATCH') return jsonResponse({ ...rows[1], shipped: true, status: 'shipped' });
      if (init?.method === 'DELETE') return jsonResponse({ deletedCount: 1 });
      return jsonResponse(tablePage(1));
    });
    const { user } = renderPage('/dashboard/manageOrders');
    await screen.findByRole('cell', { name: 'Crankset' });

    await user.click(within(rowOf('Crankset')).getByRole('button', { name: /Mark Shipped/ }));
    expect(
      await screen.findByText('The order of Crankset for customer2@example.com is marked shipped'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[0]).toBe(
      `/api/order/${rows[1]?._id}/shipped`,
    );

    await user.click(within(rowOf('Crank Arm')).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    expect(await screen.findByText('Order deleted; 2 × Crank Arm back in stock')).toBeTruthy();
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe(
      `/api/order/${rows[0]?._id}`,
    );
  });

  it('narrows to a state or the "to ship" queue, in the URL, the request and the CSV, back at page 1', async () => {
    const fetchMock = stubFetch((url) => jsonResponse(tablePage(pageAsked(url))));
    const { user } = renderPage('/dashboard/manageOrders?page=2&search=crank');
    await screen.findByRole('cell', { name: 'Crankset' });
    const state = screen.getByLabelText('State');
    expect(state).toHaveProperty('value', '');
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All orders',
      'To ship',
      'Unpaid',
      'Paid',
      'Partially shipped',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Expired',
    ]);

    await user.selectOptions(state, 'To ship');
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe('?search=crank&status=to_ship'),
    );
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe(
        '/api/orders?page=1&pageSize=20&search=crank&sort=createdAt&dir=desc&status=to_ship',
      ),
    );
    expect(screen.getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toBe(
      '/api/admin/orders.csv?sort=createdAt&dir=desc&search=crank&status=to_ship',
    );

    await user.selectOptions(state, 'All orders');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('?search=crank'));
  });

  it('reads the state from the URL and says when no order is in it', async () => {
    const fetchMock = stubFetch(() => jsonResponse(emptyTablePage));
    renderPage('/dashboard/manageOrders?status=partially_shipped');
    expect(await screen.findByText('No partially shipped orders.')).toBeTruthy();
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'partially_shipped');
    expect(listCalls(fetchMock)[0]).toBe(
      '/api/orders?page=1&pageSize=20&sort=createdAt&dir=desc&status=partially_shipped',
    );
  });

  it('lists every order for a state it does not know', async () => {
    const fetchMock = stubFetch(() => jsonResponse(emptyTablePage));
    renderPage('/dashboard/manageOrders?status=refunded');
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    expect(screen.getByLabelText('State')).toHaveProperty('value', '');
    expect(listCalls(fetchMock)[0]).toBe('/api/orders?page=1&pageSize=20&sort=createdAt&dir=desc');
  });

  it('says so when a search finds nothing', async () => {
    stubFetch(() => jsonResponse(emptyTablePage));
    renderPage('/dashboard/manageOrders?search=nobody');
    expect(await screen.findByText('No orders match “nobody”.')).toBeTruthy();
  });
});
