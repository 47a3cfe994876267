import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { StockForm } from './stock-form.tsx';
import { aProduct } from '../../../../test/products.ts';

const part = aProduct({ price: 189.99 });

afterEach(() => vi.unstubAllGlobals());

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))]);

describe('StockForm', () => {
  it('restocks by adding pieces, whatever the stock is by then', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ...part, availableQty: 65 }));
    const { user } = renderWithProviders(<StockForm product={part} />, { withToasts: true });
    await user.type(screen.getByLabelText('Pieces to add'), '25');
    await user.click(screen.getByRole('button', { name: 'Restock' }));
    expect(await screen.findByText('Carbon Crankset restocked: 65 pcs in stock')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([[`/api/product/${part._id}`, 'PATCH', { restock: 25 }]]);
  });

  it('sets the stock only as a change from the figure shown, and shows the refusal when it moved', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ message: 'The stock changed meanwhile', field: 'availableQty' }, 409),
    );
    const { user } = renderWithProviders(<StockForm product={part} />, { withToasts: true });
    await user.type(screen.getByLabelText('New stock figure'), '100');
    await user.click(screen.getByRole('button', { name: 'Set stock' }));
    expect(await screen.findByText('The stock changed meanwhile')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([
      [`/api/product/${part._id}`, 'PATCH', { availableQty: 100, expectedAvailableQty: 40 }],
    ]);
  });

  it('asks for at least one piece to add', async () => {
    const fetchMock = stubFetch(() => jsonResponse(part));
    const { user } = renderWithProviders(<StockForm product={part} />);
    await user.type(screen.getByLabelText('Pieces to add'), '0');
    await user.click(screen.getByRole('button', { name: 'Restock' }));
    expect(await screen.findByText('Pieces to add must be at least 1')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
