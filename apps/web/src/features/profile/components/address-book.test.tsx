import { addressMessages, MAX_ADDRESSES, type Address } from '@crankworks/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { AddressBook } from './address-book.tsx';
import { home } from '../../../test/shipment.ts';

afterEach(() => vi.unstubAllGlobals());

/** A server with one address in the book that answers every change with what was asked. */
function stubServer(answer?: (url: string, init?: RequestInit) => Response | undefined) {
  return stubFetch((url, init) => {
    const special = answer?.(url, init);
    if (special) return special;
    if (!init?.method || init.method === 'GET') return jsonResponse({ addresses: [home] });
    if (init.method === 'DELETE') return jsonResponse({ deletedCount: 1 });
    if (url.includes('/default/')) return jsonResponse({ addresses: [home] });
    return jsonResponse({ ...home, ...JSON.parse(String(init.body)) }, init.method === 'POST' ? 201 : 200);
  });
}

const changes = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [init?.method, url, init?.body && JSON.parse(String(init.body))]);

describe('AddressBook', () => {
  it('lists the addresses with their defaults', async () => {
    stubServer();
    renderWithProviders(<AddressBook />);
    const item = (await screen.findByText('350 Fifth Avenue')).closest('li')!;
    expect(within(item).getByText('New York NY 10118')).toBeTruthy();
    expect(within(item).getByText('United States')).toBeTruthy();
    expect(within(item).getByText('Default shipping')).toBeTruthy();
    expect(within(item).getByText('Default billing')).toBeTruthy();
  });

  it('adds an address with the country’s rules: a region list where it has one, a postal code in its shape', async () => {
    const fetchMock = stubServer();
    const { user } = renderWithProviders(<AddressBook />, { withToasts: true });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Full name'));

    const postalCode = within(form).getByLabelText<HTMLInputElement>('Postal code');
    expect([postalCode.type, postalCode.autocomplete]).toEqual(['text', 'postal-code']);
    await user.selectOptions(within(form).getByLabelText('Country'), 'CA');
    expect(within(form).getByLabelText('Province')).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Country'), 'NL');
    expect(within(form).queryByLabelText('Province')).toBeNull();

    await user.type(within(form).getByLabelText('Full name'), 'Fietsen Jansen');
    await user.type(within(form).getByLabelText('Address line 1'), 'Damrak 1');
    await user.type(within(form).getByLabelText('City'), 'Amsterdam');
    await user.type(postalCode, '1012');
    await user.type(within(form).getByLabelText('Phone'), '+31 20 555 0100');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(
      await within(form).findByText('Postal code must be a Dutch postal code, like 1234 AB'),
    ).toBeTruthy();
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(changes(fetchMock)).toEqual([]);

    await user.type(postalCode, ' lg');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved')).toBeTruthy();
    expect(changes(fetchMock)).toEqual([
      [
        'POST',
        '/api/addresses',
        {
          fullName: 'Fietsen Jansen',
          company: '',
          line1: 'Damrak 1',
          line2: '',
          city: 'Amsterdam',
          region: '',
          postalCode: '1012 LG',
          country: 'NL',
          phone: '+31 20 555 0100',
          vatId: '',
        },
      ],
    ]);
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an address' }));
  });

  it('shows the server’s refusal at the field it names', async () => {
    stubServer((_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ field: 'vatId', message: 'VAT or tax ID is not one we can accept' }, 400)
        : undefined,
    );
    const { user } = renderWithProviders(<AddressBook />, { withToasts: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Rider, 350 Fifth Avenue' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(within(form).getByLabelText<HTMLSelectElement>('State').value).toBe('NY');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    const vatId = within(form).getByLabelText('VAT or tax ID (optional, for a business)');
    expect(await within(form).findByText('VAT or tax ID is not one we can accept')).toBeTruthy();
    expect(vatId.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the region when the same country is chosen again, and empties it for another country', async () => {
    stubServer();
    const { user } = renderWithProviders(<AddressBook />, { withToasts: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Rider, 350 Fifth Avenue' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    const country = within(form).getByLabelText<HTMLSelectElement>('Country');
    // What the boot script does when it hands what was typed before the app to the app, once more
    // after the page is idle: the country "chosen" again, after the visitor went on to the state.
    fireEvent.change(country, { target: { value: 'US' } });
    expect(within(form).getByLabelText<HTMLSelectElement>('State').value).toBe('NY');

    await user.selectOptions(country, 'CA');
    expect(within(form).getByLabelText<HTMLSelectElement>('Province').value).toBe('');
    await user.selectOptions(country, 'US');
    expect(within(form).getByLabelText<HTMLSelectElement>('State').value).toBe('');
  });

  it('chooses another default and deletes an address after asking', async () => {
    const second: Address = { ...home, _id: '22222222-2222-4222-8222-222222222222', line1: '1 Spoke St' };
    const fetchMock = stubServer((_url, init) =>
      init?.method && init.method !== 'GET'
        ? undefined
        : jsonResponse({
            addresses: [home, { ...second, isDefaultShipping: false, isDefaultBilling: false }],
          }),
    );
    const { user } = renderWithProviders(<AddressBook />, { withToasts: true });
    await user.click(
      await screen.findByRole('button', { name: 'Use for billing by default: Ada Rider, 1 Spoke St' }),
    );
    expect(await screen.findByText('Default billing address set')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Ada Rider, 1 Spoke St' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('Address deleted')).toBeTruthy();
    expect(changes(fetchMock)).toEqual([
      ['PUT', `/api/addresses/${second._id}/default/billing`, undefined],
      ['DELETE', `/api/addresses/${second._id}`, undefined],
    ]);
  });

  it('says when the book is full instead of offering to add', async () => {
    const full = Array.from({ length: MAX_ADDRESSES }, (_, index) => ({
      ...home,
      _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    }));
    stubFetch(() => jsonResponse({ addresses: full }));
    renderWithProviders(<AddressBook />);
    expect(await screen.findByText(addressMessages.bookFull)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
  });
});
