import type { Product, ProductPage } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { ProductList } from './product-list.tsx';
import { aProduct, stubCatalogueFetch } from '../../../test/products.ts';
import { aSessionAnswer } from '../../../test/users.ts';

const product = (name: string, price: number) =>
  aProduct({
    _id: crypto.randomUUID(),
    name,
    img: `/images/products/${name.toLowerCase().replaceAll(' ', '-')}.svg`,
    ShortDescription: `${name} for road and gravel bikes`,
    price,
    availableQty: 120,
  });

const page = (items: Product[], nextCursor: string | null = null): ProductPage => ({ items, nextCursor });

/** The catalogue's requests among those `fetchMock` saw (Buy Now also asks who is signed in). */
const productRequests = (fetchMock: ReturnType<typeof stubCatalogueFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/products?'));

afterEach(() => vi.unstubAllGlobals());

describe('ProductList', () => {
  it('renders a card per product of the fetched page, each leading a customer to its order form, with the page’s action', async () => {
    const chain = product('Chain Set', 1234.5);
    const pedals = product('Pedals', 49);
    stubCatalogueFetch((url) =>
      jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : page([chain, pedals])),
    );
    renderWithProviders(
      <ProductList cardAction={({ product }) => <button>Compare {product.name}</button>} />,
    );

    const heading = await screen.findByRole('heading', { name: 'Chain Set' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('$1,234.50')).toBeTruthy();
    expect(within(card).getByText(chain.ShortDescription)).toBeTruthy();
    expect(within(card).getByText('120 pcs')).toBeTruthy();
    expect(within(card).getByText('5 pcs')).toBeTruthy();
    const image = within(card).getByRole('img', { name: 'Chain Set' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBeTruthy();
    const buyNow = within(card).getByRole('link', { name: /Buy Now/ });
    await waitFor(() => expect(buyNow.getAttribute('href')).toBe(`/purchase/${chain._id}`));
    expect(screen.getAllByRole('link', { name: /Buy Now/ })).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Compare Chain Set' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('leads a visitor’s Buy Now straight to signing in, on the way to the order form', async () => {
    const chain = product('Chain Set', 1234.5);
    stubCatalogueFetch((url) => jsonResponse(url === '/api/auth/get-session' ? null : page([chain])));
    renderWithProviders(<ProductList />);

    const buyNow = await screen.findByRole('link', { name: /Buy Now/ });
    await waitFor(() =>
      expect(buyNow.getAttribute('href')).toBe(`/login?from=${encodeURIComponent(`/purchase/${chain._id}`)}`),
    );
  });

  it('fetches the next page ahead and shows it on "Load more", a link to the list with one more page', async () => {
    const fetchMock = stubCatalogueFetch((url) =>
      jsonResponse(
        url.includes('cursor=c1') ? page([product('Saddle', 80)]) : page([product('Brake Pads', 12)], 'c1'),
      ),
    );
    const { user } = renderWithProviders(<ProductList />);

    const loadMore = await screen.findByRole('link', { name: 'Load more' });
    expect(loadMore.getAttribute('href')).toBe('/?page=2');
    // Fetched ahead, but not shown before it is asked for.
    await waitFor(() => expect(productRequests(fetchMock)).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Saddle' })).toBeNull();
    await user.click(loadMore);
    expect(await screen.findByRole('heading', { name: 'Saddle' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Brake Pads' })).toBeTruthy();
    expect(productRequests(fetchMock)).toEqual(['/api/products?limit=6', '/api/products?limit=6&cursor=c1']);
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('keeps "Load more" while the page ahead is on its way, and says "Loading…" once it is asked for', async () => {
    let answerAhead!: () => void;
    const ahead = new Promise<void>((resolve) => (answerAhead = resolve));
    stubCatalogueFetch(async (url) => {
      if (!url.includes('cursor=c1')) return jsonResponse(page([product('Brake Pads', 12)], 'c1'));
      await ahead;
      return jsonResponse(page([product('Saddle', 80)]));
    });
    const { user } = renderWithProviders(<ProductList />);

    await screen.findByRole('heading', { name: 'Brake Pads' });
    // The visitor has not asked for it yet: a tap must find the link, not a disabled "Loading…".
    const loadMore = screen.getByRole('link', { name: 'Load more' });
    await user.click(loadMore);
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);
    answerAhead();
    expect(await screen.findByRole('heading', { name: 'Saddle' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Loading…' })).toBeNull();
  });

  it('shows as many pages as the URL asks for (?page=2), fetching them one after the other', async () => {
    stubCatalogueFetch((url) =>
      jsonResponse(
        url.includes('cursor=c1') ? page([product('Saddle', 80)]) : page([product('Brake Pads', 12)], 'c1'),
      ),
    );
    renderWithProviders(<ProductList />, { route: '/?page=2' });
    expect(await screen.findByRole('heading', { name: 'Saddle' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Brake Pads' })).toBeTruthy();
  });

  it('links each name to its product page, and shows Sold out without Buy Now or Add to cart below the minimum', async () => {
    const soldOut = { ...product('Rim Tape', 5), availableQty: 3, minimumQty: 5 };
    stubCatalogueFetch(() => jsonResponse(page([soldOut])));
    renderWithProviders(<ProductList />);

    const link = await screen.findByRole('link', { name: 'Rim Tape' });
    expect(link.getAttribute('href')).toBe(`/products/${soldOut._id}`);
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('Sold out')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Buy Now/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it('searches and sorts through the URL and asks the API for exactly that', async () => {
    const fetchMock = stubCatalogueFetch(() => jsonResponse(page([product('Chain', 20)])));
    const { user } = renderWithProviders(<ProductList />, { route: '/?sort=price-desc' });

    expect(await screen.findByRole('heading', { name: 'Chain' })).toBeTruthy();
    expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'price-desc');
    await user.type(screen.getByLabelText('Search parts'), 'chain{Enter}');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await screen.findByRole('heading', { name: 'Chain' });

    expect(productRequests(fetchMock)).toEqual([
      '/api/products?limit=6&sort=price-desc',
      '/api/products?limit=6&q=chain&sort=price-desc',
      '/api/products?limit=6&q=chain&sort=price-asc',
    ]);
  });

  it('names the shop’s own order "Best match" while a search lists its best matches first', async () => {
    const fetchMock = stubCatalogueFetch(() => jsonResponse(page([product('Chain', 20)])));
    const { user } = renderWithProviders(<ProductList />);

    expect(await screen.findByRole('option', { name: 'Our selection' })).toHaveProperty('selected', true);
    await user.type(screen.getByLabelText('Search parts'), 'chains{Enter}');
    expect(await screen.findByRole('option', { name: 'Best match' })).toHaveProperty('selected', true);
    expect(screen.queryByRole('option', { name: 'Our selection' })).toBeNull();
    expect(productRequests(fetchMock).at(-1)).toBe('/api/products?limit=6&q=chains');
  });

  it('says when nothing matches the search', async () => {
    stubCatalogueFetch(() => jsonResponse(page([])));
    renderWithProviders(<ProductList />, { route: '/?q=titanium' });
    expect(await screen.findByText('No parts match “titanium”')).toBeTruthy();
  });

  it('says so when the catalogue is empty', async () => {
    stubCatalogueFetch(() => jsonResponse(page([])));
    renderWithProviders(<ProductList />);
    expect(await screen.findByText('No parts in the catalogue yet')).toBeTruthy();
  });

  it('shows the error and fetches again on Retry', async () => {
    let calls = 0;
    stubCatalogueFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ message: 'Database unavailable' }, 503)
        : jsonResponse(page([product('Crankset', 199)]));
    });
    const { user } = renderWithProviders(<ProductList />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load the parts.')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Crankset' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
