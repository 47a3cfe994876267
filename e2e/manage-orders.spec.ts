import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Product } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import {
  expectAccessibleOnPhoneAndDesktop,
  payWithGoodCard,
  signInAs,
  signUpCustomer,
  viewports,
} from './fixtures.ts';
import { newYorkShipment } from './shipment.ts';

/** Two parts in stock for an order of each's minimum quantity. */
async function twoParts(page: Page): Promise<[Product, Product]> {
  const response = await page.request.get('/api/products?limit=100');
  const { items } = (await response.json()) as { items: Product[] };
  const [first, second] = items.filter(
    (item) => item.options.length === 0 && item.availableQty >= item.minimumQty * 2 + 2,
  );
  if (!first || !second) throw new Error('fewer than two parts in stock');
  return [first, second];
}

/** The signed-in customer's cart of these parts, checked out as one order; its id. */
async function checkOut(page: Page, parts: Product[]) {
  const headers = { origin: baseURL };
  for (const part of parts) {
    const put = await page.request.put(`/api/cart/${part._id}`, { data: { qty: part.minimumQty }, headers });
    expect(put.ok()).toBe(true);
  }
  const checkout = await page.request.post('/api/checkout', {
    data: await newYorkShipment(
      page,
      parts.map((part) => part._id),
      '3 Spoke Street',
    ),
    headers,
  });
  expect(checkout.status()).toBe(201);
  return ((await checkout.json()) as { insertedId: string }).insertedId;
}

/** A text as a pattern that matches it alone. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the whole of the element is inside the window, not cut off to the right. */
const insideWindow = (element: Locator) =>
  element.evaluate((node) => node.getBoundingClientRect().right <= document.documentElement.clientWidth);

test('the admin finds an order by its shown reference or a part on any line and ships the rest of it from the "to ship" queue', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await signUpCustomer(page, 'Queue Rider');
  const [first, second] = await twoParts(page);
  const orderId = await checkOut(page, [first, second]);
  await payWithGoodCard(page, orderId);
  const reference = `#${orderId.slice(0, 8)}`;

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(admin, 'admin');
  // The first part leaves at once: the order waits in the queue, with the widest state's badge.
  const shipment = await admin.request.post(`/api/order/${orderId}/shipments`, {
    data: { lines: [{ lineNo: 1, qty: first.minimumQty }] },
    headers: { origin: baseURL },
  });
  expect(shipment.status()).toBe(201);
  await admin.setViewportSize(viewports.desktop);
  await admin.goto('/dashboard/manageOrders');
  const orders = admin.getByRole('region', { name: 'Orders' });
  const row = orders.getByRole('row').filter({ has: admin.getByRole('link', { name: reference }) });

  await test.step('the "to ship" queue, searched by the reference the list shows', async () => {
    await admin.getByLabel('State').selectOption({ label: 'To ship' });
    await expect(admin).toHaveURL(/[?&]status=to_ship/);
    await admin.getByLabel('Search by reference, customer, e-mail or part').fill(reference);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(row.getByText('Partially shipped', { exact: true })).toBeVisible();
    await expect(row.getByText(customer.email, { exact: true })).toBeVisible();
  });

  await test.step('at 1280 px every column, Actions included, is in view', async () => {
    await expect(orders.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    expect(await insideWindow(orders.getByRole('columnheader', { name: 'Actions' }))).toBe(true);
    for (const action of [/Mark Shipped/, /Delete/])
      expect(await insideWindow(row.getByRole('button', { name: action }))).toBe(true);
    expect(await orders.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await expectAccessibleOnPhoneAndDesktop(admin);
  });

  await test.step('the part on its second line finds it too, after a reload', async () => {
    await admin.getByLabel('Search by reference, customer, e-mail or part').fill(second.name);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.reload();
    await expect(admin.getByLabel('State')).toHaveValue('to_ship');
    await expect(row).toHaveCount(1);
  });

  await test.step('Mark Shipped takes it out of the queue; it is listed as shipped', async () => {
    await admin.setViewportSize(viewports.phone);
    await row.getByRole('button', { name: /Mark Shipped/ }).click();
    await expect(admin.getByText(/is marked shipped$/)).toBeVisible();
    await expect(row).toHaveCount(0);
    await admin.getByLabel('State').selectOption({ label: 'Shipped' });
    await expect(admin).toHaveURL(/[?&]status=shipped/);
    await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  });

  await test.step('the CSV holds what the table shows, a record per line', async () => {
    await admin.getByLabel('Search by reference, customer, e-mail or part').fill(orderId);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(row).toHaveCount(1);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: /Download CSV/ }).click(),
    ]);
    const records = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
    expect(records).toHaveLength(3);
    expect(records[1]).toContain(`"${reference}","${orderId}"`);
    // Each line's pieces shipped follow its price and total: the first left alone, the second with Mark Shipped.
    expect(records[1]).toMatch(
      new RegExp(`,1,"${literally(first.name)}",${first.minimumQty},[^,]+,[^,]+,${first.minimumQty},0,`),
    );
    expect(records[2]).toMatch(
      new RegExp(`,2,"${literally(second.name)}",${second.minimumQty},[^,]+,[^,]+,${second.minimumQty},0,`),
    );
    expect(records.slice(1).every((record) => record.includes('"shipped"'))).toBe(true);
  });
  await admin.context().close();
});
