import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { baseURL } from './base-url.ts';
import {
  expectAccessibleOnPhoneAndDesktop,
  openMail,
  payWithGoodCard,
  signInAs,
  signUpCustomer,
} from './fixtures.ts';
import { downloadInvoice, orderablePart, placeOrder } from './orders.ts';

/** Short and unique per run: this run's orders and users must stand out from earlier runs'. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

async function newSignedInPage(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('the admin opens, ships and exports an order; the customer reads his order and its invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await signUpCustomer(page, 'Order Rider');
  const part = await orderablePart(page);
  const address = `${unique()} Spoke Street, Gearton`;
  const paidId = await placeOrder(page, part, address);
  const cancelledId = await placeOrder(page, part, address);
  await payWithGoodCard(page, paidId);

  await test.step('the customer cancels one order: it leaves My Orders but its own link still opens it', async () => {
    await page.goto('/dashboard/orders');
    const cards = page.getByRole('article', { name: `Order of ${part.name}` });
    await expect(cards).toHaveCount(2);
    await cards.getByRole('button', { name: /Cancel/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Your order of ${part.name} was cancelled`)).toBeVisible();
    await expect(cards).toHaveCount(1);

    await page.goto(`/dashboard/orders/${cancelledId}`);
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await expect(invoice.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  });

  const admin = await newSignedInPage(browser);
  await signInAs(admin, 'admin');

  await test.step('Manage Orders links each order to its page, which shows where to ship it', async () => {
    await admin.goto(`/dashboard/manageOrders?search=${encodeURIComponent(customer.email)}`);
    const cancelledRow = admin
      .getByRole('row')
      .filter({ has: admin.getByText('Cancelled', { exact: true }) });
    await expect(cancelledRow).toHaveCount(1);
    const paidRow = admin.getByRole('row').filter({ has: admin.getByText('Paid', { exact: true }) });
    // A long e-mail is cut short on one line, the whole of it in its title.
    await expect(paidRow.getByTitle(customer.email)).toHaveCSS('white-space', 'nowrap');
    await expectAccessibleOnPhoneAndDesktop(admin);
    await expect(paidRow.getByRole('link', { name: part.name })).toHaveAttribute(
      'href',
      `/products/${part._id}`,
    );
    await paidRow.getByRole('link', { name: `#${paidId.slice(0, 8)}` }).click();
    await expect(admin).toHaveURL(`${baseURL}/dashboard/manageOrders/${paidId}`);

    await expect(admin.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
    const shipTo = admin.getByRole('region', { name: 'Ship to' });
    await expect(shipTo.getByText(address)).toBeVisible();
    await expect(shipTo.getByText('+1 212 555 0100')).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Customer' }).getByText(customer.email)).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(admin);
    expect(await downloadInvoice(admin)).toEqual({
      name: expect.stringMatching(/^crankworks-invoice-CW-\d{4}-\d{6}\.pdf$/),
      start: '%PDF-',
    });
  });

  await test.step('Mark Shipped ships it, and the timeline says when', async () => {
    const timeline = admin.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Shipped' })).toContainText('Not yet');
    await admin.getByRole('button', { name: 'Mark Shipped' }).click();
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Shipped' }).locator('time')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Mark Shipped' })).toHaveCount(0);
  });

  await test.step("the outbox holds the customer's e-mail that the order has shipped", async () => {
    const { frame } = await openMail(admin, customer.email, `Shipped: ${part.name}`);
    await expect(frame.getByRole('heading', { name: 'Your order is on its way, Order Rider' })).toBeVisible();
    await expect(frame.getByText(address)).toBeVisible();
  });

  await test.step('the CSV download holds the rows of the search', async () => {
    await admin.goto(`/dashboard/manageOrders?search=${encodeURIComponent(customer.email)}`);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: /Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
    expect(records).toHaveLength(3);
    expect(records.slice(1).every((record) => record.includes(customer.email))).toBe(true);
    expect(records.some((record) => record.includes(`"${paidId}"`) && record.includes('"shipped"'))).toBe(
      true,
    );
    expect(
      records.some((record) => record.includes(`"${cancelledId}"`) && record.includes('"cancelled"')),
    ).toBe(true);
  });
  await admin.context().close();

  await test.step('the customer opens the order from My Orders, downloads and prints its invoice', async () => {
    await page.goto('/dashboard/orders');
    await page.getByRole('link', { name: `Details of the order of ${part.name}` }).click();
    await expect(page).toHaveURL(`${baseURL}/dashboard/orders/${paidId}`);
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await expect(invoice.getByText(paidId)).toBeVisible();
    await expect(invoice.getByText('Shipped', { exact: true }).first()).toBeVisible();
    await expect(invoice.getByRole('cell', { name: part.name })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
    expect(await downloadInvoice(page)).toEqual({
      name: expect.stringMatching(/^crankworks-invoice-CW-\d{4}-\d{6}\.pdf$/),
      start: '%PDF-',
    });

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download invoice (PDF)' })).toBeHidden();
    await expect(invoice).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step("another customer's order does not exist for him", async () => {
    const stranger = await newSignedInPage(browser);
    await signUpCustomer(stranger, 'Stranger Rider');
    await stranger.goto(`/dashboard/orders/${paidId}`);
    await expect(stranger.getByText('There is no such order.')).toBeVisible();
    await stranger.context().close();
  });
});

test('the admin revokes another admin, whose session loses admin rights at once', async ({
  page,
  browser,
}) => {
  const other = await newSignedInPage(browser);
  const colleague = await signUpCustomer(other, `Colleague ${unique()}`);
  await signInAs(page, 'admin');
  const promoted = await page.request.put(`/api/user/admin/${encodeURIComponent(colleague.email)}`, {
    headers: { origin: baseURL },
  });
  expect(promoted.status()).toBe(200);
  expect((await other.request.get('/api/users')).status()).toBe(200);

  await page.goto(`/dashboard/users?search=${encodeURIComponent(colleague.email)}`);
  const row = page.getByRole('row').filter({ hasText: colleague.email });
  await expect(row.getByText('admin', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Revoke Admin: ${colleague.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke admin rights?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessibleOnPhoneAndDesktop(page);
  await dialog.getByRole('button', { name: 'Revoke admin' }).click();
  await expect(page.getByText(`${colleague.name} (${colleague.email}) is a customer again`)).toBeVisible();
  await expect(row.getByText('user', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Revoke Admin/ })).toHaveCount(0);

  expect((await other.request.get('/api/users')).status()).toBe(403);
  await other.context().close();
});

test('the admin dashboard shows the figures and the sales chart; a customer keeps his profile home', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Sales today')).toBeVisible();
  await expect(page.getByText('Last 30 days', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Orders by state' }).getByText('Shipped', { exact: true }),
  ).toBeVisible();
  const chart = page.getByRole('img', { name: /^Sales per day over the last 30 days/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales per day, last 30 days' }).getByRole('row')).toHaveCount(
    31,
  );
  await expectAccessibleOnPhoneAndDesktop(page);

  const customer = await newSignedInPage(browser);
  await signUpCustomer(customer);
  await customer.goto('/dashboard');
  await expect(customer).toHaveURL(`${baseURL}/dashboard/profile`);
  await customer.context().close();
});
