import { sellerMessages, type SellerAnswer } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { SellerForm } from './seller-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const fallback: SellerAnswer = {
  stored: false,
  updatedAt: null,
  seller: {
    legalName: 'Crankworks',
    postalAddress: '',
    country: '',
    taxId: null,
    registrationNumber: null,
    email: 'shop@crankworks.test',
    phone: null,
    bankDetails: null,
  },
};

const labels = [
  'Legal name',
  'Postal address',
  'Country',
  'Tax or VAT number',
  'Registration number',
  'Email',
  'Phone',
  'Bank details',
];

describe('SellerForm', () => {
  it('labels every control, says nothing is stored yet, and saves the seller', async () => {
    const fetchMock = stubFetch((_url, init) =>
      jsonResponse({
        stored: true,
        updatedAt: '2026-11-27T10:00:00.000Z',
        seller: JSON.parse(String(init?.body)),
      }),
    );
    const { user } = renderWithProviders(<SellerForm answer={fallback} />, { withToasts: true });
    for (const label of labels) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Nothing is stored yet');

    await user.type(screen.getByLabelText('Postal address'), '4 Sprocket Yard{Enter}Gearton 10115');
    await user.type(screen.getByLabelText('Country'), 'de');
    await user.type(screen.getByLabelText('Tax or VAT number'), 'DE123456789');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(sellerMessages.saved)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/seller');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      legalName: 'Crankworks',
      postalAddress: '4 Sprocket Yard\nGearton 10115',
      country: 'DE',
      taxId: 'DE123456789',
      registrationNumber: null,
      email: 'shop@crankworks.test',
      phone: null,
      bankDetails: null,
    });
  });

  it('refuses a country that is not a two-letter code under its field, without calling the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse(fallback));
    const { user } = renderWithProviders(<SellerForm answer={fallback} />);
    await user.type(screen.getByLabelText('Postal address'), '4 Sprocket Yard');
    await user.type(screen.getByLabelText('Country'), 'Germany');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Country must be a two-letter country code/)).toBeTruthy();
    expect(screen.getByLabelText('Country').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
