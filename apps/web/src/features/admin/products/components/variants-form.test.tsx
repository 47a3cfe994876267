import { soleVariantOf, type ProductDetail, type ProductVariants, type Variant } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct, aProductDetail } from '../../../../test/products.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { VariantsForm } from './variants-form.tsx';

const productId = '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const shortId = '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b201';
const longId = '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b202';

const ownRow = aProduct({
  _id: productId,
  name: 'Forge Crankset',
  price: 189.99,
  availableQty: 640,
  minimumQty: 10,
  weightGrams: 780,
});

/** A variant of the crankset below: the product's own row's figures unless given. */
const variant = (overrides: Partial<Variant> & Pick<Variant, '_id' | 'sku' | 'values'>): Variant => ({
  ...soleVariantOf(ownRow),
  name: `Forge Crankset — ${overrides.values.join(' / ')}`,
  ...overrides,
});

/** A crankset in three lengths: its own row (with a tier), then two variants. */
const crank = aProductDetail({
  ...ownRow,
  options: ['Length'],
  variants: [
    variant({ _id: productId, sku: 'FORGE-170', values: ['170 mm'], tiers: [{ minQty: 50, price: 179 }] }),
    variant({ _id: shortId, sku: 'FORGE-172', values: ['172.5 mm'], availableQty: 12, price: 194.5 }),
    variant({ _id: longId, sku: 'FORGE-175', values: ['175 mm'], availableQty: 0 }),
  ],
});
const variantsUrl = `/api/product/${productId}/variants`;

/** The product's page as the server answers a PUT of its variants: kept ones keep their stock. */
function savedAs(product: ProductDetail, { options, variants }: ProductVariants): ProductDetail {
  return {
    ...product,
    options,
    variants: variants.map(({ _id, availableQty, tiers = [], ...input }) => ({
      ...soleVariantOf(product),
      ...input,
      _id: _id ?? crypto.randomUUID(),
      name: `${product.name} — ${input.values.join(' / ')}`,
      availableQty: product.variants.find((kept) => kept._id === _id)?.availableQty ?? availableQty ?? 0,
      tiers,
    })),
  };
}

/** The PUT answered as the server would, or with `refusal`; a stock PATCH answered with `restocked`. */
function serve(
  product = crank,
  { refusal, restocked }: { refusal?: Response; restocked?: ProductDetail } = {},
) {
  return stubFetch((url, init) => {
    if (url === variantsUrl && init?.method === 'PUT')
      return refusal ?? jsonResponse(savedAs(product, JSON.parse(String(init.body)) as ProductVariants));
    if (restocked && init?.method === 'PATCH') return jsonResponse(restocked);
    throw new Error(`unexpected call ${init?.method ?? 'GET'} ${url}`);
  });
}

const sent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))]);

const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

/** The texts a control names as its description, each by its id. */
const describedTexts = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

/** The disclosure of a variant's price tiers: "Price tiers of variant 2 (1)", the number shown. */
const tiersOf = (row: number) =>
  screen.getByText(
    (_, element) =>
      element?.tagName === 'SUMMARY' && element.textContent.startsWith(`Price tiers of variant ${row} (`),
  );

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save variants' });

afterEach(() => vi.unstubAllGlobals());

describe('VariantsForm', () => {
  it('shows the options and every variant, each field named by its variant, a kept one’s stock read-only', () => {
    serve();
    renderWithProviders(<VariantsForm product={crank} />);

    expect(valueOf('Option 1')).toBe('Length');
    expect(
      ['SKU', 'Length', 'Price (USD)', 'Minimum order quantity', 'Weight (g)'].map((field) =>
        valueOf(`${field} of variant 2`),
      ),
    ).toEqual(['FORGE-172', '172.5 mm', '194.5', '10', '780']);
    expect(valueOf('Tier 1 price (USD) of variant 1')).toBe('179');
    const second = screen.getByRole('group', { name: 'Variant 2' });
    expect(within(second).getByText('12 pcs')).toBeTruthy();
    // Kept variants' stock is not typed here: the stock forms change it.
    expect(screen.queryByLabelText('Available quantity of variant 2')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Change stock of variant 2' })).toBeTruthy();

    // The first variant is the product itself.
    const first = screen.getByRole('group', { name: 'Variant 1' });
    expect(within(first).getByText(/The product itself/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove variant 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove variant 3' })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('adds an option with an empty value on every variant, and a variant with the first one’s figures', async () => {
    serve();
    const { user } = renderWithProviders(<VariantsForm product={crank} />);

    await user.click(screen.getByRole('button', { name: 'Add option' }));
    const second = screen.getByLabelText<HTMLInputElement>('Option 2');
    expect(document.activeElement).toBe(second);
    expect([1, 2, 3].map((row) => valueOf(`Option 2 of variant ${row}`))).toEqual(['', '', '']);
    await user.type(second, 'Colour');
    expect(valueOf('Colour of variant 3')).toBe('');

    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    expect(document.activeElement).toBe(screen.getByLabelText('SKU of variant 4'));
    expect(
      ['Length', 'Colour', 'Price (USD)', 'Minimum order quantity', 'Weight (g)', 'Available quantity'].map(
        (field) => valueOf(`${field} of variant 4`),
      ),
    ).toEqual(['', '', '189.99', '10', '780', '0']);
    expect(screen.getByRole('button', { name: 'Remove variant 4' })).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it('saves the whole list: kept variants by id without their stock, a new one with it, a removed one left out', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<VariantsForm product={crank} />, { withToasts: true });
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('Option 2'), 'Colour');
    await user.type(screen.getByLabelText('Colour of variant 1'), 'Black');
    await user.type(screen.getByLabelText('Colour of variant 2'), 'Black');
    await user.click(screen.getByRole('button', { name: 'Remove variant 3' }));
    expect(document.activeElement).toBe(screen.getByLabelText('SKU of variant 2'));
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.type(screen.getByLabelText('SKU of variant 3'), ' FORGE-175-RED ');
    await user.type(screen.getByLabelText('Length of variant 3'), '175 mm');
    await user.type(screen.getByLabelText('Colour of variant 3'), 'Red');
    await user.clear(screen.getByLabelText('Available quantity of variant 3'));
    await user.type(screen.getByLabelText('Available quantity of variant 3'), '25');
    await user.click(saveButton());

    expect(await screen.findByText('Variants saved')).toBeTruthy();
    const figures = { price: 189.99, minimumQty: 10, weightGrams: 780 };
    expect(sent(fetchMock)).toEqual([
      [
        variantsUrl,
        'PUT',
        {
          options: ['Length', 'Colour'],
          variants: [
            {
              _id: productId,
              sku: 'FORGE-170',
              values: ['170 mm', 'Black'],
              ...figures,
              tiers: [{ minQty: 50, price: 179 }],
            },
            {
              _id: shortId,
              sku: 'FORGE-172',
              values: ['172.5 mm', 'Black'],
              ...figures,
              price: 194.5,
              tiers: [],
            },
            { sku: 'FORGE-175-RED', values: ['175 mm', 'Red'], ...figures, availableQty: 25, tiers: [] },
          ],
        },
      ],
    ]);
    // The form starts again from the answer: the new variant is kept now, its stock shown.
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(within(screen.getByRole('group', { name: 'Variant 3' })).getByText('25 pcs')).toBeTruthy();
    expect(screen.queryByLabelText('Available quantity of variant 3')).toBeNull();
  });

  it('removes an option’s value from every variant with it', async () => {
    const sized = aProductDetail({
      ...crank,
      options: ['Length', 'Colour'],
      variants: [
        variant({ _id: productId, sku: 'FORGE-170', values: ['170 mm', 'Black'] }),
        variant({ _id: shortId, sku: 'FORGE-170-RED', values: ['170 mm', 'Red'] }),
      ],
    });
    serve(sized);
    const { user } = renderWithProviders(<VariantsForm product={sized} />);
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));

    expect(valueOf('Option 1')).toBe('Colour');
    expect(document.activeElement).toBe(screen.getByLabelText('Option 1'));
    expect(screen.queryByLabelText('Option 2')).toBeNull();
    expect([valueOf('Colour of variant 1'), valueOf('Colour of variant 2')]).toEqual(['Black', 'Red']);
    expect(screen.queryByLabelText('Length of variant 1')).toBeNull();
  });

  it('refuses a SKU given twice at the variant that repeats it, sending nothing', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<VariantsForm product={crank} />);
    const sku = screen.getByLabelText('SKU of variant 3');
    await user.clear(sku);
    await user.type(sku, 'forge-172');
    await user.click(saveButton());

    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(describedTexts(sku)).toEqual(["SKU of variant 3 is variant 2's too"]);
    expect(document.activeElement).toBe(sku);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('judges each variant’s price tiers against that variant’s price, naming the variant', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<VariantsForm product={crank} />);
    for (const row of [2, 3]) {
      await user.click(tiersOf(row));
      await user.click(screen.getByRole('button', { name: `Add a price tier to variant ${row}` }));
      await user.type(screen.getByLabelText(`Tier 1 from quantity of variant ${row}`), '50');
      await user.type(screen.getByLabelText(`Tier 1 price (USD) of variant ${row}`), '190');
    }
    await user.click(saveButton());

    // $190 is below variant 2's price ($194.50), not variant 3's.
    const third = screen.getByLabelText('Tier 1 price (USD) of variant 3');
    await waitFor(() => expect(third.getAttribute('aria-invalid')).toBe('true'));
    expect(describedTexts(third)).toEqual([
      'Tier 1 price (USD) of variant 3 must be below the base price ($189.99)',
    ]);
    expect(screen.getByLabelText('Tier 1 price (USD) of variant 2').getAttribute('aria-invalid')).toBe(
      'false',
    );
    expect(tiersOf(2).textContent).toBe('Price tiers of variant 2 (1)');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for an option before a second variant, under the options, sending nothing', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<VariantsForm product={crank} />);
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add option' }));
    await user.click(saveButton());

    const refusal = 'Options must name at least one option when the product has more than one variant';
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(describedTexts(screen.getByRole('button', { name: 'Add option' }))).toEqual([refusal]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a variant’s SKU on that input, and in a toast', async () => {
    const refusal = { message: "SKU of variant 2 is already another part's", field: 'variants.1.sku' };
    serve(crank, { refusal: jsonResponse(refusal, 400) });
    const { user } = renderWithProviders(<VariantsForm product={crank} />, { withToasts: true });
    const sku = screen.getByLabelText('SKU of variant 2');
    await user.clear(sku);
    await user.type(sku, 'CHAIN-116');
    await user.click(saveButton());

    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(describedTexts(sku)).toEqual([refusal.message]);
    expect(screen.getByLabelText('SKU of variant 1').getAttribute('aria-invalid')).toBe('false');
    expect(
      await screen.findByText(`Could not save the variants of Forge Crankset: ${refusal.message}`),
    ).toBeTruthy();
  });

  it('restocks a kept variant in its stock dialog, reading its new figure from the product’s answer', async () => {
    // A stock change answers the product's page, where the variant is one of its rows.
    const restocked = {
      ...crank,
      variants: crank.variants.map((row) => (row._id === shortId ? { ...row, availableQty: 17 } : row)),
    };
    const fetchMock = serve(crank, { restocked });
    const { user } = renderWithProviders(<VariantsForm product={crank} />, { withToasts: true });
    await user.click(screen.getByRole('button', { name: 'Change stock of variant 2' }));

    const dialog = screen.getByRole('dialog', { name: 'Stock of Forge Crankset — 172.5 mm' });
    expect(within(dialog).getByText('12 pcs')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Pieces to add'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Restock' }));

    expect(await screen.findByText('Forge Crankset — 172.5 mm restocked: 17 pcs in stock')).toBeTruthy();
    expect(sent(fetchMock)).toEqual([[`/api/product/${shortId}`, 'PATCH', { restock: 5 }]]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
