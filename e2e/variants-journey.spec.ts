import { expect, test, type Page } from '@playwright/test';
import type { OrderDetail, ProductDetail } from '@crankworks/contract';
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
