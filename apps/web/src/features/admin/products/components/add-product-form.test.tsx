import { messages } from '@crankworks/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productKeys } from '../../../products/index.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { AddProductForm } from './add-product-form.tsx';

function renderForm(answer: Response) {
  const fetchMock = stubFetch(() => answer);
  const rendered = renderWithProviders(<AddProductForm />, { withToasts: true });
  const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  return { fetchMock, invalidate, user: rendered.user };
}

type User = ReturnType<typeof renderForm>['user'];

async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const validProduct = {
  Name: 'Carbon seat post',
  'Image link': '/images/parts/seat-post.svg',
  'Short description': 'A 27.2 mm carbon seat post',
  'Price (USD)': '49.95',
  'Available quantity': '300',
  'Minimum order quantity': '10',
  'Weight (g)': '280',
};

afterEach(() => vi.unstubAllGlobals());

describe('AddProductForm', () => {
  it('labels every field and names each missing one, sending nothing', async () => {
    const { fetchMock, user } = renderForm(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Image link is required')).toBeTruthy();
    expect(screen.getByText('Short description is required')).toBeTruthy();
    expect(screen.getByText('Price (USD) must be a number')).toBeTruthy();
    expect(screen.getByText('Available quantity must be a whole number')).toBeTruthy();
    expect(screen.getByText('Minimum order quantity must be a whole number')).toBeTruthy();
    expect(screen.getByText('Weight (g) must be a whole number of grams')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    // A phone offers digits for the weight: whole grams.
    expect(screen.getByLabelText('Weight (g)').getAttribute('inputmode')).toBe('numeric');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses nonsense: a negative price, a bad image link, a negative stock', async () => {
    const { fetchMock, user } = renderForm(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    await fill(user, { ...validProduct, 'Price (USD)': '-3', 'Image link': 'seat-post.svg' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Price (USD) must not be negative')).toBeTruthy();
    expect(screen.getByText('Image link must be an http(s) link or a path starting with /')).toBeTruthy();

    await fill(user, { ...validProduct, 'Available quantity': '-5' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Available quantity must not be negative')).toBeTruthy();
    expect(screen.queryByText('Price (USD) must not be negative')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['-1', 'must not be negative'],
    ['1.5', 'must be a whole number of grams'],
    ['1000001', 'must be at most 1000000'],
  ])(
    'refuses a weight of %s g (%s), tying the error to the field, and sends nothing',
    async (typed, problem) => {
      const { fetchMock, user } = renderForm(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
      await fill(user, { ...validProduct, 'Weight (g)': typed });
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      const weight = await screen.findByLabelText('Weight (g)');
      await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(weight.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        `Weight (g) ${problem}`,
      );
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('previews the image and posts numbers, then says so, resets and refreshes the products', async () => {
    const { fetchMock, invalidate, user } = renderForm(
      jsonResponse({ insertedId: crypto.randomUUID() }, 201),
    );
    await fill(user, validProduct);
    expect(
      screen.getByRole<HTMLImageElement>('img', { name: 'Preview of the product image' }).getAttribute('src'),
    ).toBe('/images/parts/seat-post.svg');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(messages.productAdded)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/product');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Carbon seat post',
      img: '/images/parts/seat-post.svg',
      ShortDescription: 'A 27.2 mm carbon seat post',
      price: 49.95,
      availableQty: 300,
      minimumQty: 10,
      weightGrams: 280,
      status: 'active',
      moreImages: [],
      tiers: [],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Price (USD)').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Weight (g)').value).toBe('');
  });

  it('offers the part as on sale unless another status is chosen, posts the one chosen, then starts over', async () => {
    const { fetchMock, user } = renderForm(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    const status = screen.getByLabelText<HTMLSelectElement>('Status');
    expect(status.value).toBe('active');
    expect([...status.options].map((option) => option.text)).toEqual([
      'On sale',
      'Draft — hidden, not yet on sale',
      'Archived — hidden, no longer sold',
    ]);

    await fill(user, validProduct);
    await user.selectOptions(status, 'Draft — hidden, not yet on sale');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(messages.productAdded)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).status).toBe('draft');
    await waitFor(() => expect(status.value).toBe('active'));
  });

  it('shows the failure with the server message under the field it names', async () => {
    const { user } = renderForm(jsonResponse({ message: 'name is too long', field: 'name' }, 400));
    await fill(user, validProduct);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(`${messages.productFailed}: name is too long`)).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'name is too long',
    );
  });

  it('uploads an image file and puts the URL the shop serves it at into the image link', async () => {
    const url = '/api/images/0d9c8b7a-6f5e-4d3c-8b2a-190817263544';
    const { fetchMock, user } = renderForm(jsonResponse({ _id: url.slice(12), url }, 201));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'seat-post.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Or upload an image file'), file);

    await waitFor(() => expect(screen.getByLabelText('Image link')).toHaveProperty('value', url));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/images');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('image')).toBe(file);
  });

  it('uploads more images into the list and posts them after the main one', async () => {
    const url = '/api/images/5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716';
    const { fetchMock, user } = renderForm(jsonResponse({ _id: url.slice(12), url }, 201));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'seat-post-side.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Or upload an image to add'), file);

    expect(await screen.findByRole('img', { name: 'Preview of image 1' })).toHaveProperty(
      'src',
      expect.stringContaining(url),
    );
    expect(screen.getByLabelText('Image link')).toHaveProperty('value', '');
    fetchMock.mockResolvedValue(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    await fill(user, validProduct);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(messages.productAdded)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)).moreImages).toEqual([url]);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Preview of image 1' })).toBeNull());
  });

  it('makes a picture the main one when there is none yet, taking it out of the list', async () => {
    const { user } = renderForm(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    await fill(user, { 'Link of an image to add': '/images/parts/seat-post.svg' });
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.click(screen.getByRole('button', { name: 'Make main image 1' }));

    expect(screen.getByLabelText('Image link')).toHaveProperty('value', '/images/parts/seat-post.svg');
    expect(screen.queryByRole('button', { name: 'Remove image 1' })).toBeNull();
  });

  describe('price tiers', () => {
    const addTier = (user: User) => user.click(screen.getByRole('button', { name: 'Add a price tier' }));

    it('adds rows by keyboard, focusing each new one, and posts them', async () => {
      const { fetchMock, user } = renderForm(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
      await fill(user, validProduct);
      screen.getByRole('button', { name: 'Add a price tier' }).focus();
      await user.keyboard('{Enter}');
      expect(document.activeElement).toBe(screen.getByLabelText('Tier 1 from quantity'));
      await user.keyboard('50{Tab}45');
      await addTier(user);
      await fill(user, { 'Tier 2 from quantity': '200', 'Tier 2 price (USD)': '42.5' });
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      expect(await screen.findByText(messages.productAdded)).toBeTruthy();
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).tiers).toEqual([
        { minQty: 50, price: 45 },
        { minQty: 200, price: 42.5 },
      ]);
      await waitFor(() => expect(screen.queryByLabelText('Tier 1 from quantity')).toBeNull());
    });

    it('names the refused field of the tier, and sends nothing', async () => {
      const { fetchMock, user } = renderForm(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
      await fill(user, validProduct);
      await addTier(user);
      await addTier(user);
      await fill(user, {
        'Tier 1 from quantity': '10',
        'Tier 1 price (USD)': '45',
        'Tier 2 from quantity': '200',
        'Tier 2 price (USD)': '46',
      });
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      expect(
        await screen.findByText('Tier 1 from quantity must be above the minimum order quantity (10)'),
      ).toBeTruthy();
      expect(screen.getByLabelText('Tier 1 from quantity').getAttribute('aria-invalid')).toBe('true');
      await fill(user, { 'Tier 1 from quantity': '50' });
      await user.click(screen.getByRole('button', { name: 'Add Product' }));
      expect(
        await screen.findByText('Tier 2 price (USD) must be below the tier before ($45.00)'),
      ).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('removes a row, and offers at most five', async () => {
      const { user } = renderForm(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
      for (let row = 0; row < 5; row += 1) await addTier(user);
      expect(screen.getByRole('button', { name: 'Add a price tier' })).toHaveProperty('disabled', true);
      await fill(user, { 'Tier 2 from quantity': '77' });
      await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
      expect(screen.queryByLabelText('Tier 5 from quantity')).toBeNull();
      expect(screen.getByLabelText<HTMLInputElement>('Tier 1 from quantity').value).toBe('77');
      expect(screen.getByRole('button', { name: 'Add a price tier' })).toHaveProperty('disabled', false);
    });

    it('shows the server’s refusal of a tier under its field', async () => {
      const refusal = {
        message: 'Price (USD) must be below the base price ($49.95)',
        field: 'tiers.0.price',
      };
      const { user } = renderForm(jsonResponse(refusal, 400));
      await fill(user, validProduct);
      await addTier(user);
      await fill(user, { 'Tier 1 from quantity': '50', 'Tier 1 price (USD)': '45' });
      await user.click(screen.getByRole('button', { name: 'Add Product' }));
      const price = screen.getByLabelText('Tier 1 price (USD)');
      await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        refusal.message,
      );
    });
  });
});
