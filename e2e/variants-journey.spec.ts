import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE_CSV_COLUMNS, type OrderDetail, type ProductDetail } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import {
  expectAccessibleOnPhoneAndDesktop,
  openMail,
  payWithGoodCard,
  signInAs,
  signUpCustomer,
} from './fixtures.ts';
import { downloadInvoice } from './orders.ts';
import { shipToNewYork } from './shipment.ts';

// Issue 37's "Done when": the demo catalogue's chain and crankset (decision 078).
const CHAIN = 'LinkPro 11-Speed Chain';
const CHAIN_SKU = 'LP-CH11-116';
const CRANKSET = 'Forge 2x11 Road Crankset';
const CHOSEN = `${CRANKSET} — 172.5 mm`;

/** The names of the parts a catalogue list shows, as their cards' headings say. */
const listedParts = (page: Page) =>
  page.getByRole('region', { name: 'Our parts' }).getByRole('heading', { level: 3 });

const searchFor = async (page: Page, text: string) => {
  const parts = page.getByRole('region', { name: 'Our parts' });
  await parts.getByRole('searchbox', { name: 'Search parts' }).fill(text);
  await parts.getByRole('button', { name: 'Search' }).click();
};

const variantNamed = async (page: Page, id: string, name: string) => {
  const detail = (await (await page.request.get(`/api/product/${id}`)).json()) as ProductDetail;
  return detail.variants.find((variant) => variant.name === name)!;
};

test('a rider finds the chain by "chains" and by its part number, filters the cranksets by 172.5 mm, orders that variant and finds it named on the cart, the order, the invoice and the e-mail, its stock fallen', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const rider = await signUpCustomer(page, 'Variant Rider');

  await test.step('"chains" and the chain’s part number each find the chain first', async () => {
    await page.goto('/');
    await searchFor(page, 'chains');
    await expect(listedParts(page).first()).toHaveText(CHAIN);
    await searchFor(page, CHAIN_SKU.toLowerCase());
    await expect(listedParts(page)).toHaveText([CHAIN]);
  });

  let productId = '';
  let stockBefore = 0;
  await test.step('Drivetrain › Cranksets filtered by 172.5 mm leaves the crankset; its 172.5 mm variant is chosen', async () => {
    await page.goto('/categories/cranksets');
    await page.getByText('Filters', { exact: true }).click();
    const form = page.getByRole('form', { name: 'Filter parts' });
    await form
      .getByRole('group', { name: 'Crank length' })
      .getByRole('checkbox', { name: '172.5 mm (1)' })
      .check();
    await expect(page).toHaveURL('/categories/cranksets?spec=crank-length%3A172.5');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([CRANKSET]);
    await page.getByRole('link', { name: CRANKSET }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: CRANKSET })).toBeVisible();
    productId = page.url().split('/').at(-1)!.split('?')[0]!;
    const chooser = page.getByRole('form', { name: 'Choose a variant' });
    await chooser.getByRole('radio', { name: /^172\.5 mm/ }).check();
    const chosen = await variantNamed(page, productId, CHOSEN);
    stockBefore = chosen.availableQty;
    await expect(page).toHaveURL(`/products/${productId}?variant=${chosen._id}`);
    await expect(page.getByText('SKU: FG-RC211-1725')).toBeVisible();
    await expect(page.getByText(`${stockBefore} pcs`)).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByText(`Added to your cart: 10 × ${CHOSEN}.`)).toBeVisible();
  });

  let orderId = '';
  await test.step('the cart and the order name the variant; paid, its invoice does too', async () => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: CHOSEN })).toBeVisible();
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Ship to' });
    await shipToNewYork(form, '172 Crank Street');
    await form.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    orderId = page.url().split('/').at(-1)!;
    await payWithGoodCard(page, orderId);
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(page.getByRole('article', { name: 'Invoice' })).toContainText(CHOSEN);
    expect(await downloadInvoice(page)).toMatchObject({ start: '%PDF-' });
    const order = (await (await page.request.get(`/api/order/${orderId}`)).json()) as OrderDetail;
    expect(order.lines.map((line) => line.name)).toEqual([CHOSEN]);
  });

  await test.step('its stock fell by the pieces ordered, the other lengths’ did not', async () => {
    const after = await variantNamed(page, productId, CHOSEN);
    const order = (await (await page.request.get(`/api/order/${orderId}`)).json()) as OrderDetail;
    expect(after.availableQty).toBe(stockBefore - order.lines[0]!.qty);
  });

  await test.step('the order’s e-mail names the variant', async () => {
    const admin = await (await browser.newContext({ baseURL })).newPage();
    await signInAs(admin, 'admin');
    const { frame } = await openMail(admin, rider.email, /order/i);
    await expect(frame.locator('body')).toContainText(CHOSEN);
  });
});

/** A CSV file's rows of cells (the header first), every cell quoted. */
const csvOf = (table: string[][]) =>
  table.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');

test('an admin imports a product of two options and six variants from a CSV file (checked first), finds it with its variants, and archives it: visitors lose it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now() % 1_000_000}`;
  const name = `Journey grips ${run}`;
  const sizes = ['S', 'M', 'L'];
  const colours = ['Black', 'Red'];
  await signInAs(page, 'admin');
  const header = CATALOGUE_CSV_COLUMNS;
  const rowOf = (cells: Partial<Record<(typeof header)[number], string>>) =>
    header.map((column) => cells[column] ?? '');
  const skuOf = (size: string, colour: string) => `JG${run}-${size}-${colour.toUpperCase()}`;
  const variants = sizes.flatMap((size) => colours.map((colour) => ({ size, colour })));
  const [first, ...others] = variants;
  const file = [
    [...header],
    rowOf({
      SKU: skuOf(first!.size, first!.colour),
      Name: name,
      Options: 'Size; Colour',
      'Option values': `${first!.size}; ${first!.colour}`,
      'Price (USD)': '14.5',
      Stock: '40',
      'Minimum order': '2',
      'Weight (g)': '120',
      Image: '/images/products/handlebar.svg',
      Description: 'Lock-on grips in three sizes and two colours, imported with their variants.',
      Categories: 'handlebars',
    }),
    ...others.map(({ size, colour }) =>
      rowOf({
        SKU: skuOf(size, colour),
        'Variant of': skuOf(first!.size, first!.colour),
        'Option values': `${size}; ${colour}`,
        'Price (USD)': size === 'L' ? '15.5' : '14.5',
        Stock: '30',
        'Minimum order': '2',
        'Weight (g)': '130',
      }),
    ),
  ];

  await test.step('the file is checked first: six new rows, nothing written; then imported', async () => {
    await page.goto('/dashboard/manageProducts/import');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'grips.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(file)),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('status')).toHaveText('6 new, 0 changed, 0 unchanged, 0 refused');
    const before = await page.request.get(`/api/products?q=${encodeURIComponent(name)}`);
    expect(((await before.json()) as { items: unknown[] }).items).toEqual([]);
    await page.getByRole('button', { name: 'Import 6 rows' }).click();
    await expect(page.getByRole('status')).toHaveText('Imported: 6 new, 0 changed');
  });

  let productId = '';
  await test.step('the product is listed once, with its six variants to choose on its page', async () => {
    await page.goto(`/?q=${encodeURIComponent(name)}`);
    await expect(listedParts(page)).toHaveText([name]);
    await page.getByRole('link', { name: /^Choose size and colour/ }).click();
    const chooser = page.getByRole('form', { name: 'Choose a variant' });
    await expect(chooser.getByRole('radio')).toHaveCount(6);
    productId = page.url().split('/').at(-1)!.split('?')[0]!;
    await chooser.getByRole('radio', { name: /^L \/ Red/ }).check();
    await expect(page.getByText(`SKU: ${skuOf('L', 'Red')}`)).toBeVisible();
    await expect(page.getByText('$15.50').first()).toBeVisible();
  });

  await test.step('archived from its edit page, visitors no longer find it or its variants', async () => {
    await page.goto(`/dashboard/manageProducts/${productId}`);
    await page.getByLabel('Status', { exact: true }).selectOption('archived');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Not on sale: visitors cannot see or order this part.')).toBeVisible();
    const detail = (await (
      await page.request.get(`/api/admin/product/${productId}`)
    ).json()) as ProductDetail;
    const visitor = await page.context().browser()!.newContext({ baseURL });
    try {
      for (const variant of detail.variants)
        expect((await visitor.request.get(`/api/product/${variant._id}`)).status()).toBe(404);
      const listed = await visitor.request.get(`/api/products?q=${encodeURIComponent(name)}`);
      expect(((await listed.json()) as { items: unknown[] }).items).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
