import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './base-url.ts';
import { addFirstParts, storeCart, storedCart } from './browser-cart.ts';
import {
  expectAccessibleOnPhoneAndDesktop,
  hydrated,
  openMail,
  signInAs,
  signUpCustomer,
  viewports,
} from './fixtures.ts';
import { downloadInvoice } from './orders.ts';
import { shipToNewYork } from './shipment.ts';

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart/ });

/** On a phone, the lines' amounts and the total are in sight without scrolling the table sideways. */
async function expectLinesFitOnPhone(page: Page, regionName: string) {
  await page.setViewportSize(viewports.phone);
  const lines = page.getByRole('region', { name: regionName });
  await lines.scrollIntoViewIfNeeded();
  expect(await lines.evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
  await expect(lines.getByRole('row', { name: /^Total/ }).getByRole('cell')).toBeInViewport({ ratio: 1 });
}

const startingWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`);

test('a visitor fills a cart, signs in (the cart follows), pays for three parts with one card payment; the admin ships them in two parcels and refunds part of a line', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(viewports.desktop);
  let names: string[] = [];

  await test.step('the visitor adds three parts from the home page', async () => {
    await page.goto('/');
    await hydrated(page);
    names = await addFirstParts(page, 3);
    const lines = await storedCart(page);
    expect(lines).toHaveLength(3);
    const pieces = lines.reduce((sum, line) => sum + line.qty, 0);
    await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${pieces} items`);
  });

  await test.step('the cart lists them; checking out asks the visitor to sign in', async () => {
    await cartLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    for (const name of names) await expect(page.getByRole('heading', { name })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?from=%2Fcheckout|\/login\?from=\/checkout/);
  });

  let customerEmail = '';
  await test.step('signed in, the cart is the account’s, on the server', async () => {
    customerEmail = (await signUpCustomer(page, 'Cart Rider')).email;
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
    const serverCart = await page.request.get('/api/cart');
    expect(((await serverCart.json()) as { lines: unknown[] }).lines).toHaveLength(3);
    await expectAccessibleOnPhoneAndDesktop(page);
    await expectLinesFitOnPhone(page, 'Parts in your cart');
    await page.setViewportSize(viewports.desktop);
  });

  await test.step('one order, one card payment', async () => {
    await shipToNewYork(page, '12 Sprocket Lane');
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const paymentUrl = page.url();
    // Until it is paid the cart keeps its parts, and leads back to the payment.
    await cartLink(page).click();
    for (const name of names) await expect(page.getByRole('heading', { name })).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Waiting for payment' });
    await expect(waiting).toContainText('is held until');
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.setViewportSize(viewports.desktop);
    await waiting.getByRole('link', { name: /^Pay now/ }).click();
    await expect(page).toHaveURL(paymentUrl);
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByLabel('Postal code').fill('10001');
    await form.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('Congrats, Payment Completed')).toBeVisible();
  });

  await test.step('My Orders names the order by its first part; its page lists every line; the cart is empty', async () => {
    await page.goto('/dashboard/orders');
    await expect(page.getByText(`${names[0]} and 2 more`).first()).toBeVisible();
    await expect(page.getByText('Paid').first()).toBeVisible();
    await page
      .getByRole('link', { name: /Details/ })
      .first()
      .click();
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
    await expectLinesFitOnPhone(page, 'Order lines');
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  const orderId = await test.step('the order’s number', async () => {
    await page.goto('/dashboard/orders');
    await page
      .getByRole('link', { name: /Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    return page.url().split('/').at(-1) ?? '';
  });
  const [first, second, third] = names as [string, string, string];
  const tracking = `1Z${Date.now() % 1_000_000_000}`;
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await admin.setViewportSize(viewports.desktop);
  await signInAs(admin, 'admin');
  const shipParts = admin.getByRole('form', { name: 'Ship parts' });

  await test.step('the admin ships two lines with a tracking number; the customer sees them on their way', async () => {
    await admin.goto(`/dashboard/manageOrders/${orderId}`);
    await shipParts.getByLabel(`Ship ${first}`).check();
    await shipParts.getByLabel(`Ship ${second}`).check();
    await shipParts.getByLabel('Carrier (optional)').fill('UPS');
    await shipParts.getByLabel('Tracking number (optional)').fill(tracking);
    await shipParts.getByRole('button', { name: 'Ship these parts' }).click();
    await expect(admin.getByText('Shipment recorded: the rest of the order waits')).toBeVisible();

    await page.goto(`/dashboard/orders/${orderId}`);
    const parcel = page
      .getByRole('list', { name: 'Timeline' })
      .getByRole('listitem')
      .filter({ hasText: 'Shipment 1' });
    await expect(parcel).toContainText(tracking);
    await expect(page.getByText('Partially shipped', { exact: true }).first()).toBeVisible();
    const { frame } = await openMail(admin, customerEmail, /Part of your order shipped/);
    await expect(frame.getByText(tracking)).toBeVisible();
  });

  await test.step('the admin ships the third line; the order is shipped', async () => {
    await admin.goto(`/dashboard/manageOrders/${orderId}`);
    await shipParts.getByLabel(`Ship ${third}`).check();
    await shipParts.getByRole('button', { name: 'Ship these parts' }).click();
    await expect(admin.getByText('Shipment recorded: every part of the order has shipped')).toBeVisible();
    await openMail(admin, customerEmail, /Shipped: /);
  });

  await test.step('the admin refunds one piece of the first line', async () => {
    await admin.goto(`/dashboard/manageOrders/${orderId}`);
    const refund = admin.getByRole('form', { name: 'Refund' });
    await refund.getByLabel('By lines').check();
    await refund.getByLabel(startingWith(first)).fill('1');
    await refund.getByLabel('Reason').fill('One arrived bent');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await admin
      .getByRole('dialog', { name: 'Refund this order?' })
      .getByRole('button', { name: 'Refund', exact: true })
      .click();
    await expect(admin.getByText(/refunded to Cart Rider/)).toBeVisible();
    await openMail(admin, customerEmail, /Refund of \$/);
  });

  await test.step('the customer sees every state, the refund and net, and downloads the PDF invoice', async () => {
    await page.goto(`/dashboard/orders/${orderId}`);
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await expect(invoice.getByText('Shipped', { exact: true }).first()).toBeVisible();
    const steps = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
    await expect(steps.filter({ hasText: 'Shipment 2' })).toContainText(third);
    await expect(steps.filter({ hasText: /^Refunded \$/ })).toBeVisible();
    await expect(invoice.getByLabel('Payment and refunds')).toContainText('Net');
    await expectAccessibleOnPhoneAndDesktop(page);
    const pdf = await downloadInvoice(page);
    expect(pdf).toEqual({
      name: expect.stringMatching(/^crankworks-invoice-CW-\d{4}-\d{6}\.pdf$/),
      start: '%PDF-',
    });
  });
});

test('the added-to-cart notice names the part and the quantity chosen on the card, leads to the cart, covers no navigation and leaves by itself', async ({
  page,
}) => {
  for (const viewport of [viewports.desktop, viewports.phone]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await hydrated(page);
    const [name] = await addFirstParts(page, 1);
    const notice = page.getByRole('alert').filter({ hasText: 'Added to your cart' });
    await expect(notice).toContainText(`× ${name}.`);
    const noticeBox = (await notice.boundingBox())!;
    const navBox = (await page.getByRole('banner').boundingBox())!;
    expect(noticeBox.y, 'the notice starts below the header').toBeGreaterThanOrEqual(
      navBox.y + navBox.height,
    );

    // Resting the pointer on it does not keep it: it leaves after its five seconds.
    await notice.hover();
    await expect(notice).toHaveCount(0, { timeout: 8_000 });
    await storeCart(page, []);
  }
  await page.goto('/');
  await hydrated(page);
  // The quantity chosen on the card goes into the cart whole.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /Add to cart/ }) })
    .first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const minimum = Number(await card.getByLabel(/^Quantity/).inputValue());
  await card.getByRole('button', { name: /^Increase the quantity/ }).click();
  await card.getByRole('button', { name: /Add to cart/ }).click();
  const notice = page.getByRole('alert').filter({ hasText: `Added to your cart: ${minimum + 1} × ${name}.` });
  await notice.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveValue(String(minimum + 1));
});
