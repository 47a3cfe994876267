import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { Component as ProductPage } from './product-page.tsx';
import { aProductDetail } from '../../../test/products.ts';
import { aSessionAnswer } from '../../../test/users.ts';

const part = aProductDetail({
  img: '/api/images/0d9c8b7a-6f5e-4d3c-8b2a-190817263544',
  ShortDescription: 'A stiff, light crankset for road bikes.',
  price: 189.99,
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/products/:id" element={<ProductPage />} />
    </Routes>,
    { route: `/products/${part._id}`, withToasts: true },
  );

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('product page', () => {
  it('shows the part large with Buy Now, and names it in the title and meta description', async () => {
    const fetchMock = stubFetch((url) =>
      jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : part),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: part.name })).toBeTruthy();
    expect(screen.getByRole('img', { name: part.name }).getAttribute('src')).toBe(part.img);
    expect(screen.getByText('$189.99')).toBeTruthy();
    expect(screen.getByText('40 pcs')).toBeTruthy();
    const buyNow = screen.getByRole('link', { name: /Buy Now/ });
    await waitFor(() => expect(buyNow.getAttribute('href')).toBe(`/purchase/${part._id}`));
    await waitFor(() => expect(document.title).toBe('Carbon Crankset | Crankworks'));
    expect(description()).toBe(part.ShortDescription);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/auth/get-session',
      `/api/product/${part._id}`,
    ]);
  });

  it('shows the way from the catalogue to the part through its first category, each step a link', async () => {
    const step = (name: string) => ({ id: crypto.randomUUID(), name, slug: name.toLowerCase() });
    const placed = { ...part, categories: [[step('Drivetrain'), step('Cranksets')], [step('Road')]] };
    stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : placed));
    renderPage();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]),
    ).toEqual([
      ['All parts', '/#parts'],
      ['Drivetrain', '/categories/drivetrain'],
      ['Cranksets', '/categories/cranksets'],
      [part.name, null],
    ]);
    expect(within(crumbs).getByText(part.name).getAttribute('aria-current')).toBe('page');
  });

  it('describes the part and its offer to search engines as schema.org data, escaped', async () => {
    const step = (name: string) => ({ id: crypto.randomUUID(), name, slug: name.toLowerCase() });
    const odd = {
      ...part,
      name: 'Crank </script><b>',
      categories: [[step('Drivetrain'), step('Cranksets')]],
    };
    stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : odd));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: odd.name });
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: odd.name,
      image: part.img,
      description: part.ShortDescription,
      category: 'Drivetrain > Cranksets',
      sku: part.variants[0]?.sku,
      offers: {
        '@type': 'Offer',
        price: '189.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: part.minimumQty },
      },
    });
  });

  describe('a product with variants (decision 078)', () => {
    const variant = (n: number, values: string[], price: number, availableQty: number) => ({
      _id: n === 0 ? part._id : `7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c${n}`,
      sku: `FC-${n}`,
      values,
      name: `${part.name} — ${values.join(' / ')}`,
      price,
      availableQty,
      minimumQty: 5,
      weightGrams: 750,
      tiers: [],
      specs: [],
    });
    const crankset = {
      ...part,
      options: ['Length'],
      variants: [
        variant(0, ['165 mm'], 189.99, 40),
        variant(1, ['172.5 mm'], 199.99, 12),
        variant(2, ['175 mm'], 199.99, 0),
      ],
    };
    const renderVariantPage = (route: string) => {
      const fetchMock = stubFetch((url) =>
        jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : crankset),
      );
      const rendered = renderWithProviders(
        <Routes>
          <Route path="/products/:id" element={<ProductPage />} />
        </Routes>,
        { route, withToasts: true },
      );
      return { ...rendered, fetchMock };
    };

    it('offers its variants as a form of radio buttons, the URL’s the chosen one with its price, stock and SKU', async () => {
      renderVariantPage(`/products/${part._id}?variant=${crankset.variants[1]!._id}`);
      const form = await screen.findByRole('form', { name: 'Choose a variant' });
      expect(form.getAttribute('method')).toBe('get');
      const group = within(form).getByRole('group', { name: 'Length' });
      const radios = within(group).getAllByRole('radio');
      expect(
        radios.map((radio) => [radio.getAttribute('name'), (radio as HTMLInputElement).checked]),
      ).toEqual([
        ['variant', false],
        ['variant', true],
        ['variant', false],
      ]);
      expect(within(group).getByRole('radio', { name: /175 mm.*Sold out/ })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: part.name })).toBeTruthy();
      expect(screen.getByText('SKU: FC-1')).toBeTruthy();
      expect(screen.getByText('12 pcs')).toBeTruthy();
      const buyNow = screen.getByRole('link', { name: /Buy Now/ });
      await waitFor(() => expect(buyNow.getAttribute('href')).toBe(`/purchase/${crankset.variants[1]!._id}`));
      await waitFor(() => expect(document.title).toBe(`${part.name} — 172.5 mm | Crankworks`));
    });

    it('chooses another variant at once, naming it in the URL, and reads a variant’s own address as chosen', async () => {
      const { user } = renderVariantPage(`/products/${crankset.variants[2]!._id}`);
      expect(await screen.findByText('SKU: FC-2')).toBeTruthy();
      expect(screen.getByText('Sold out')).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: /165 mm/ }));
      expect(await screen.findByText('SKU: FC-0')).toBeTruthy();
      expect(screen.getByText('40 pcs')).toBeTruthy();
      expect(screen.getByRole('button', { name: /^Add to cart/ }).textContent).toBe(
        `Add to cart: ${part.name} — 165 mm`,
      );
    });

    it('shows the chosen variant’s own specification values in place of the product’s', async () => {
      const spec = (specId: string, name: string, value: string, unit: string | null = null) => ({
        specId,
        key: name.toLowerCase().replace(/ /g, '-'),
        name,
        kind: 'number' as const,
        unit,
        value,
      });
      const lengthOf = (value: string) =>
        spec('0d9c8b7a-6f5e-4d3c-8b2a-1908172635a1', 'Crank length', value, 'mm');
      const speeds = spec('0d9c8b7a-6f5e-4d3c-8b2a-1908172635a2', 'Speeds', '11');
      const [own, longer] = crankset.variants;
      const specified = {
        ...crankset,
        specs: [lengthOf('165'), speeds],
        variants: [
          { ...own!, specs: [lengthOf('165'), speeds] },
          { ...longer!, specs: [lengthOf('172.5')] },
          crankset.variants[2]!,
        ],
      };
      stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : specified));
      renderWithProviders(
        <Routes>
          <Route path="/products/:id" element={<ProductPage />} />
        </Routes>,
        { route: `/products/${part._id}?variant=${longer!._id}` },
      );
      const table = await screen.findByRole('table', { name: 'Specifications' });
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['Crank length172.5 mm', 'Speeds11']);
    });

    it('describes the product to search engines as a group of variants, each with its offer', async () => {
      renderVariantPage(`/products/${part._id}`);
      await screen.findByRole('form', { name: 'Choose a variant' });
      const data = JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
      );
      expect(data).toMatchObject({
        '@type': 'ProductGroup',
        productGroupID: 'FC-0',
        variesBy: ['Length'],
        hasVariant: [
          { '@type': 'Product', name: `${part.name} — 165 mm`, sku: 'FC-0', offers: { price: '189.99' } },
          { sku: 'FC-1', offers: { price: '199.99', availability: 'https://schema.org/InStock' } },
          { sku: 'FC-2', offers: { availability: 'https://schema.org/OutOfStock' } },
        ],
      });
    });
  });

  it('shows its other pictures as small links to their files; each shows its picture large in place', async () => {
    const moreImages = ['/images/products/chain.svg', '/api/images/1d9c8b7a-6f5e-4d3c-8b2a-190817263545'];
    const pictured = { ...part, moreImages };
    stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : pictured));
    const { user } = renderPage();
    const pictures = await screen.findByRole('list', { name: `Pictures of ${part.name}` });
    const links = within(pictures).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Show picture 1 of 3', part.img],
      ['Show picture 2 of 3', moreImages[0]],
      ['Show picture 3 of 3', moreImages[1]],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('img', { name: `${part.name}, picture 1 of 3` }).getAttribute('src')).toBe(
      part.img,
    );

    await user.click(links[2]!);
    const large = screen.getByRole('img', { name: `${part.name}, picture 3 of 3` });
    expect(large.getAttribute('src')).toBe(moreImages[1]);
    expect(links[2]?.getAttribute('aria-current')).toBe('true');
    expect(links[0]?.getAttribute('aria-current')).toBeNull();
    // Search engines get every picture, the main one first.
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '').image).toEqual([part.img, ...moreImages]);
  });

  it('shows one picture, with no row of small ones, for a part that has one', async () => {
    stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : part));
    renderPage();
    expect(await screen.findByRole('img', { name: part.name })).toBeTruthy();
    expect(screen.queryByRole('list', { name: `Pictures of ${part.name}` })).toBeNull();
  });

  it('says Sold out instead of Buy Now when the stock is below the minimum', async () => {
    stubFetch(() => jsonResponse({ ...part, availableQty: 2 }));
    renderPage();
    expect(await screen.findByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Buy Now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it('adds the part, at its minimum order, to a visitor’s cart and says so', async () => {
    stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? null : part));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Add to cart/ }));
    const notice = await screen.findByText(`Added to your cart: ${part.minimumQty} × ${part.name}.`, {
      exact: false,
    });
    expect(within(notice).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(JSON.parse(localStorage.getItem('crankworks.cart') ?? '')).toEqual([
      { productId: part._id, qty: part.minimumQty, name: part.name },
    ]);
  });

  it('adds the quantity chosen in its field, and says at the field a quantity the part does not allow', async () => {
    stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? null : part));
    const { user } = renderPage();
    const quantity = await screen.findByLabelText(`Quantity of ${part.name}`);
    expect(quantity).toHaveProperty('value', String(part.minimumQty));
    await user.clear(quantity);
    await user.type(quantity, String(part.availableQty + 1));
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toMatch(/^Order Less than/);
    expect(quantity.getAttribute('aria-describedby')).toBe(refusal.id);
    expect(localStorage.getItem('crankworks.cart')).toBeNull();

    await user.click(screen.getByRole('button', { name: `Increase the quantity of ${part.name}` }));
    expect(quantity).toHaveProperty('value', String(part.availableQty + 2));
    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText(`Added to your cart: 7 × ${part.name}.`, { exact: false })).toBeTruthy();
    expect(screen.queryByText(/^Order Less than/)).toBeNull();
    expect(JSON.parse(localStorage.getItem('crankworks.cart') ?? '')).toEqual([
      { productId: part._id, qty: 7, name: part.name },
    ]);
  });

  it('is the not-found page for an unknown part', async () => {
    stubFetch(() => jsonResponse({ message: 'No product with that id' }, 404));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows a part’s price per piece by quantity when it has tiers', async () => {
    stubFetch(() =>
      jsonResponse({
        ...part,
        price: 10,
        minimumQty: 1,
        tiers: [
          { minQty: 50, price: 9.2 },
          { minQty: 200, price: 8.5 },
        ],
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Price per piece by quantity' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['1–49 pcs$10.00', '50–199 pcs$9.20', '200+ pcs$8.50']);
  });

  it('shows no tier table for a part without tiers', async () => {
    stubFetch(() => jsonResponse({ ...part, tiers: [] }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: part.name })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows its specifications, each value with its unit and yes-no as Yes, and gives them to search engines', async () => {
    const spec = (
      name: string,
      kind: 'number' | 'text' | 'yes-no',
      value: string,
      unit: string | null = null,
    ) => ({
      specId: crypto.randomUUID(),
      key: name.toLowerCase().replaceAll(' ', '-'),
      name,
      kind,
      unit,
      value,
    });
    const specified = {
      ...part,
      specs: [
        spec('Crank length', 'number', '172.5', 'mm'),
        spec('Bottom bracket', 'text', 'BSA'),
        spec('Tubeless ready', 'yes-no', 'yes'),
      ],
    };
    stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : specified));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Specifications' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Crank length172.5 mm', 'Bottom bracketBSA', 'Tubeless readyYes']);
    expect(within(table).getByRole('rowheader', { name: 'Crank length' })).toBeTruthy();
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '').additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Crank length', value: 172.5, unitText: 'mm' },
      { '@type': 'PropertyValue', name: 'Bottom bracket', value: 'BSA' },
      { '@type': 'PropertyValue', name: 'Tubeless ready', value: true },
    ]);
  });

  it('shows no Specifications table, and gives search engines none, for a part without any', async () => {
    stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? aSessionAnswer() : part));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: part.name });
    expect(screen.queryByRole('table', { name: 'Specifications' })).toBeNull();
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).not.toHaveProperty('additionalProperty');
  });
});
