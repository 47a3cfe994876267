import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { aProductDetail } from '../../../../test/products.ts';
import { EditProductForm } from './edit-product-form.tsx';

const part = aProductDetail({
  img: '/images/crankset.webp',
  moreImages: ['/images/crankset-side.webp', '/images/crankset-back.webp'],
});

/** The edit form of `product`, whose saves answer `product` as saved with the changes sent. */
function renderForm(product = part) {
  const fetchMock = stubFetch((_, init) => jsonResponse({ ...product, ...JSON.parse(String(init?.body)) }));
  const rendered = renderWithProviders(<EditProductForm product={product} />, { withToasts: true });
  const save = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${product.name} saved`)).toBeTruthy();
    return JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { img: string; moreImages: string[] };
  };
  return { fetchMock, save, user: rendered.user };
}

const pictures = () =>
  within(screen.getByRole('group', { name: 'More images' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

const linkField = () => screen.getByLabelText<HTMLInputElement>('Link of an image to add');

/** The error text a control is described by. */
const describedBy = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('More images', () => {
  it('shows each picture with its link, adds one by link and keyboard, and saves the list', async () => {
    const { save, user } = renderForm();
    expect(pictures()).toEqual(part.moreImages);
    expect(screen.getByRole('img', { name: 'Preview of image 2' }).getAttribute('src')).toBe(
      part.moreImages[1],
    );

    await user.type(linkField(), ' /images/crankset-top.webp {Enter}');
    expect(pictures()).toEqual([...part.moreImages, '/images/crankset-top.webp']);
    expect(linkField().value).toBe('');

    await user.type(linkField(), 'http://127.0.0.1/images/crankset.jpg');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect((await save()).moreImages).toEqual([
      ...part.moreImages,
      '/images/crankset-top.webp',
      'http://127.0.0.1/images/crankset.jpg',
    ]);
  });

  it('moves a picture up and down, the keyboard following it', async () => {
    const { save, user } = renderForm(aProductDetail({ moreImages: ['/a.webp', '/b.webp', '/c.webp'] }));
    expect(screen.getByRole('button', { name: 'Move up image 1' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move down image 3' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Move up image 3' }));
    expect(pictures()).toEqual(['/a.webp', '/c.webp', '/b.webp']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up image 2' }));
    await user.keyboard('{Enter}');
    expect(pictures()).toEqual(['/c.webp', '/a.webp', '/b.webp']);
    // At the top it cannot go further up: the keyboard stays on the picture, on its next button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down image 1' }));
    expect(screen.getByRole('status').textContent).toBe('Image 2 is now image 1.');

    await user.click(screen.getByRole('button', { name: 'Move down image 2' }));
    expect((await save()).moreImages).toEqual(['/c.webp', '/b.webp', '/a.webp']);
  });

  it('makes a picture the main one, the old main one taking its place', async () => {
    const { save, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Make main image 2' }));

    expect(screen.getByLabelText<HTMLInputElement>('Image link').value).toBe(part.moreImages[1]);
    expect(pictures()).toEqual([part.moreImages[0], part.img]);
    const sent = await save();
    expect(sent.img).toBe(part.moreImages[1]);
    expect(sent.moreImages).toEqual([part.moreImages[0], part.img]);
  });

  it('removes a picture, the keyboard going to the next one, then to the link field', async () => {
    const { save, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(pictures()).toEqual([part.moreImages[1]]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove image 1' }));

    await user.keyboard('{Enter}');
    expect(pictures()).toEqual([]);
    expect(document.activeElement).toBe(linkField());
    expect((await save()).moreImages).toEqual([]);
  });

  it('offers no way to add an eighth picture, and says how many there may be', async () => {
    const six = Array.from({ length: 6 }, (_, index) => `/images/view-${index + 1}.webp`);
    const { user } = renderForm(aProductDetail({ moreImages: six }));
    expect(screen.getByText(/^Up to 7 more images\./)).toBeTruthy();

    await user.type(linkField(), '/images/view-7.webp');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(pictures()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Add image' })).toBeNull();
    expect(screen.queryByLabelText('Link of an image to add')).toBeNull();
    expect(screen.queryByLabelText('Or upload an image to add')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove image 7' }));
    expect(screen.getByRole('button', { name: 'Add image' })).toBeTruthy();
  });

  it('refuses a picture already in the list, or no link, at the link field, sending nothing', async () => {
    const { fetchMock, user } = renderForm();
    await user.type(linkField(), part.moreImages[0] ?? '');
    await user.click(screen.getByRole('button', { name: 'Add image' }));

    expect(linkField().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(linkField())).toBe('More images must not hold an image twice');
    expect(pictures()).toEqual(part.moreImages);

    await user.clear(linkField());
    await user.type(linkField(), 'crankset.webp{Enter}');
    expect(describedBy(linkField())).toBe(
      'Link of an image to add must be an http(s) link or a path starting with /',
    );
    expect(pictures()).toEqual(part.moreImages);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of one picture at that picture', async () => {
    const refusal = {
      message: 'More images must be an http(s) link or a path starting with /',
      field: 'moreImages.1',
    };
    stubFetch(() => jsonResponse(refusal, 400));
    const { user } = renderWithProviders(<EditProductForm product={part} />, { withToasts: true });
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.type(linkField(), '/images/crankset-top.webp{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const remove = screen.getByRole('button', { name: 'Remove image 2' });
    await waitFor(() => expect(describedBy(remove)).toBe(refusal.message));
  });
});
