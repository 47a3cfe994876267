import { categoryMessages } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory, categoryTree, categoryTreeList } from '../../../../test/categories.ts';
import { aProductDetail } from '../../../../test/products.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { ProductCategoriesForm } from './product-categories-form.tsx';

const { drivetrain, cranksets, road, pedals } = categoryTree;
const ref = ({ id, name, slug }: typeof drivetrain) => ({ id, name, slug });
/** In Drivetrain › Cranksets and in Pedals. */
const part = aProductDetail({
  categories: [[ref(drivetrain), ref(cranksets)], [ref(pedals)]],
});
const categoriesUrl = `/api/product/${part._id}/categories`;

function serve(items = categoryTreeList(), saved?: Response) {
  return stubFetch((url, init) => {
    if (url === '/api/categories') return jsonResponse({ items });
    if (url === categoriesUrl && init?.method === 'PUT')
      return saved ?? jsonResponse(JSON.parse(String(init.body)));
    throw new Error(`unexpected call ${init?.method ?? 'GET'} ${url}`);
  });
}

/** The error text a control names as its description. */
const describedText = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

const saves = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === categoriesUrl)
    .map(([, init]) => [init?.method, JSON.parse(String(init?.body))]);

afterEach(() => vi.unstubAllGlobals());

describe('ProductCategoriesForm', () => {
  it('checks the categories the part is in, a box per category by its path, and saves the ones chosen', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<ProductCategoriesForm product={part} />, { withToasts: true });
    const group = await screen.findByRole('group', { name: 'Categories' });
    const boxes = within(group).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => [box.labels?.[0]?.textContent, box.checked])).toEqual([
      ['Drivetrain', false],
      ['Drivetrain › Chains', false],
      ['Drivetrain › Cranksets', true],
      ['Drivetrain › Cranksets › Road', false],
      ['Pedals', true],
    ]);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save categories' });
    expect(save.disabled).toBe(true);

    await user.click(screen.getByLabelText('Pedals'));
    await user.click(screen.getByLabelText('Drivetrain › Cranksets › Road'));
    await user.click(save);

    expect(await screen.findByText(categoryMessages.partCategoriesSaved)).toBeTruthy();
    expect(saves(fetchMock)).toEqual([['PUT', { categoryIds: [cranksets.id, road.id] }]]);
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('refuses more than 10 categories in words, sending nothing', async () => {
    const many = Array.from({ length: 11 }, (_, index) =>
      aCategory({
        id: `3a1e2b40-5c6d-4e7f-8a9b-0c1d2e3f4b${String(index).padStart(2, '0')}`,
        name: `Kind ${index + 10}`,
      }),
    );
    const fetchMock = serve(many);
    const { user } = renderWithProviders(<ProductCategoriesForm product={aProductDetail()} />);
    await screen.findByRole('group', { name: 'Categories' });
    for (const category of many) await user.click(screen.getByLabelText(category.name));
    await user.click(screen.getByRole('button', { name: 'Save categories' }));

    const group = screen.getByRole('group', { name: 'Categories' });
    await waitFor(() => expect(describedText(group)).toBe('Categories must be at most 10'));
    expect(saves(fetchMock)).toEqual([]);
  });

  it('shows the server’s refusal under the categories', async () => {
    const refusal = { message: 'Categories names a category that does not exist', field: 'categoryIds' };
    serve(categoryTreeList(), jsonResponse(refusal, 400));
    const { user } = renderWithProviders(<ProductCategoriesForm product={part} />, { withToasts: true });
    await user.click(await screen.findByLabelText('Drivetrain'));
    await user.click(screen.getByRole('button', { name: 'Save categories' }));

    const group = screen.getByRole('group', { name: 'Categories' });
    await waitFor(() => expect(describedText(group)).toBe(refusal.message));
  });
});
