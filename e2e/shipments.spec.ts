import { expect, test, type Page } from '@playwright/test';
import type { Product } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import {
  expectAccessibleOnPhoneAndDesktop,
  openMail,
  payWithGoodCard,
  signInAs,
  signUpCustomer,
  viewports,
} from './fixtures.ts';
import { newYorkShipment } from './shipment.ts';

/** Three parts in stock, each put in the signed-in customer's cart at its minimum; checked out as one order. */
async function paidThreePartOrder(page: Page) {
  const response = await page.request.get('/api/products?limit=100');
  const { items } = (await response.json()) as { items: Product[] };
  const parts = items
    .filter((item) => item.options.length === 0 && item.availableQty >= item.minimumQty + 2)
    .slice(0, 3);
  expect(parts).toHaveLength(3);
  for (const part of parts) {
    const put = await page.request.put(`/api/cart/${part._id}`, {
      data: { qty: part.minimumQty },
      headers: { origin: baseURL },
    });
    expect(put.status()).toBe(200);
  }
  const placed = await page.request.post('/api/checkout', {
    data: await newYorkShipment(
      page,
      parts.map((part) => part._id),
      '7 Derailleur Row',
    ),
    headers: { origin: baseURL },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { insertedId: string }).insertedId;
  await payWithGoodCard(page, orderId);
  return { orderId, names: parts.map((part) => part.name) };
}

const TRACKING = `JD0146${Date.now() % 1_000_000}`;

test('the admin ships two parts with a tracking number, then the third, then records the delivery; the customer sees each state', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewports.desktop);
  const customer = await signUpCustomer(page, 'Parcel Rider');
  const { orderId, names } = await paidThreePartOrder(page);
  const [first, second, third] = names as [string, string, string];

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await admin.setViewportSize(viewports.desktop);
  await signInAs(admin, 'admin');
  const shipping = admin.getByRole('region', { name: 'Shipping' });
  const shipParts = admin.getByRole('form', { name: 'Ship parts' });

  await test.step('the admin ships two of the three parts with a carrier and tracking number', async () => {
    await admin.goto(`/dashboard/manageOrders/${orderId}`);
    await expect(shipping.getByText('Nothing has shipped yet.')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(admin);
    await admin.setViewportSize(viewports.desktop);
    await shipParts.getByLabel(`Ship ${first}`).check();
    await shipParts.getByLabel(`Ship ${second}`).check();
    await shipParts.getByLabel('Carrier (optional)').fill('DHL');
    await shipParts.getByLabel('Tracking number (optional)').fill(TRACKING);
    await shipParts.getByRole('button', { name: 'Ship these parts' }).click();
    await expect(admin.getByText('Shipment recorded: the rest of the order waits')).toBeVisible();
    await expect(shipping.getByRole('list', { name: 'Shipments' }).getByText(TRACKING)).toBeVisible();
    await expect(shipParts.getByLabel(`Ship ${first}`)).toHaveCount(0);
    await expect(admin.getByText('Partially shipped', { exact: true }).first()).toBeVisible();
  });

  await test.step('the customer sees the order partially shipped, with the parcel and its tracking number', async () => {
    await page.goto('/dashboard/orders');
    await expect(page.getByText('Partially shipped', { exact: true }).first()).toBeVisible();
    await page.goto(`/dashboard/orders/${orderId}`);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    const parcel = timeline.getByRole('listitem').filter({ hasText: 'Shipment 1' });
    await expect(parcel).toContainText(first);
    await expect(parcel).toContainText(TRACKING);
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Delivered' })).toContainText('Not yet');
    await expectAccessibleOnPhoneAndDesktop(page);
  });

  await test.step('the e-mail names the parts shipped now, the tracking number and what is still to come', async () => {
    const { frame } = await openMail(admin, customer.email, /Part of your order shipped/);
    await expect(frame.getByText(TRACKING)).toBeVisible();
    await expect(frame.getByText(/still to come/)).toBeVisible();
  });

  await test.step('the admin ships the third part, then marks the order delivered', async () => {
    await admin.goto(`/dashboard/manageOrders/${orderId}`);
    await shipParts.getByLabel(`Ship ${third}`).check();
    await shipParts.getByRole('button', { name: 'Ship these parts' }).click();
    await expect(admin.getByText('Shipment recorded: every part of the order has shipped')).toBeVisible();
    await expect(shipParts).toHaveCount(0);
    await shipping.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(admin.getByText('The order is marked delivered')).toBeVisible();
    await expect(shipping.getByText(/^Delivered/)).toBeVisible();
  });

  await test.step('the customer gets an e-mail saying the order was delivered', async () => {
    const { frame } = await openMail(admin, customer.email, /Delivered: /);
    await expect(frame.getByText(/Your order has arrived/)).toBeVisible();
    await expect(frame.getByText('7 Derailleur Row')).toBeVisible();
  });

  await test.step('the customer sees both parcels, shipped and delivered', async () => {
    await page.goto(`/dashboard/orders/${orderId}`);
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await expect(invoice.getByText('Delivered', { exact: true }).first()).toBeVisible();
    const steps = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
    await expect(steps.filter({ hasText: 'Shipment 2' })).toContainText(third);
    await expect(steps.filter({ hasText: /^Shipped/ }).locator('time')).toBeVisible();
    await expect(steps.filter({ hasText: /^Delivered/ }).locator('time')).toBeVisible();
    await page.goto('/dashboard/orders');
    await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  });
});
