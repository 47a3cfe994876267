import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { aProductDetail } from '../../../../test/products.ts';
import { EditProductForm } from './edit-product-form.tsx';

const part = aProductDetail({
  price: 10,
  minimumQty: 1,
  tiers: [
    { minQty: 50, price: 9.2 },
    { minQty: 200, price: 8.5 },
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe('EditProductForm: price tiers', () => {
  it('starts from the part’s tiers and saves the set as edited', async () => {
    const saved = { ...part, tiers: [{ minQty: 100, price: 9 }] };
    const fetchMock = stubFetch(() => jsonResponse(saved));
    const { user } = renderWithProviders(<EditProductForm product={part} />, { withToasts: true });
    expect(screen.getByLabelText<HTMLInputElement>('Tier 2 price (USD)').value).toBe('8.5');

    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    await user.clear(screen.getByLabelText('Tier 1 from quantity'));
    await user.type(screen.getByLabelText('Tier 1 from quantity'), '100');
    await user.clear(screen.getByLabelText('Tier 1 price (USD)'));
    await user.type(screen.getByLabelText('Tier 1 price (USD)'), '9');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`${part.name} saved`)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual([`/api/product/${part._id}`, 'PATCH']);
    expect(JSON.parse(String(init?.body)).tiers).toEqual(saved.tiers);
  });

  it('judges the tiers against the price being edited', async () => {
    const fetchMock = stubFetch(() => jsonResponse(part));
    const { user } = renderWithProviders(<EditProductForm product={part} />);
    await user.clear(screen.getByLabelText('Price (USD)'));
    await user.type(screen.getByLabelText('Price (USD)'), '9');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Tier 1 price (USD) must be below the base price ($9.00)')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('EditProductForm: weight', () => {
  it('starts from the part’s weight and saves the one typed', async () => {
    const saved = { ...part, weightGrams: 780 };
    const fetchMock = stubFetch(() => jsonResponse(saved));
    const { user } = renderWithProviders(<EditProductForm product={part} />, { withToasts: true });
    const weight = screen.getByLabelText<HTMLInputElement>('Weight (g)');
    expect(weight.value).toBe(String(part.weightGrams));

    await user.clear(weight);
    await user.type(weight, '780');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`${part.name} saved`)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual([`/api/product/${part._id}`, 'PATCH']);
    expect(JSON.parse(String(init?.body)).weightGrams).toBe(780);
    expect(weight.value).toBe('780');
  });

  it('refuses a weight that is not whole grams under the field, sending nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse(part));
    const { user } = renderWithProviders(<EditProductForm product={part} />);
    const weight = screen.getByLabelText('Weight (g)');
    await user.clear(weight);
    await user.type(weight, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(weight.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Weight (g) must be a whole number of grams',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the weight under its field', async () => {
    const refusal = { message: 'Weight (g) must be at most 1000000', field: 'weightGrams' };
    stubFetch(() => jsonResponse(refusal, 400));
    const { user } = renderWithProviders(<EditProductForm product={part} />, { withToasts: true });
    const weight = screen.getByLabelText('Weight (g)');
    await user.clear(weight);
    await user.type(weight, '900');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(weight.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      refusal.message,
    );
  });
});

describe('EditProductForm: status', () => {
  it('starts from the part’s status and saves the one chosen with the rest', async () => {
    const draft = { ...part, status: 'draft' as const };
    const saved = { ...draft, status: 'archived' as const };
    const fetchMock = stubFetch(() => jsonResponse(saved));
    const { user } = renderWithProviders(<EditProductForm product={draft} />, { withToasts: true });
    const status = screen.getByLabelText<HTMLSelectElement>('Status');
    expect(status.value).toBe('draft');

    await user.selectOptions(status, 'Archived — hidden, no longer sold');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`${part.name} saved`)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual([`/api/product/${part._id}`, 'PATCH']);
    expect(JSON.parse(String(init?.body))).toMatchObject({ status: 'archived', name: part.name });
    expect(status.value).toBe('archived');
  });
});
