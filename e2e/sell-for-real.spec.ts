import { expect, test, type Page } from '@playwright/test';
import type { OrderDetail, Product, SellerAnswer } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { expectAccessibleOnPhoneAndDesktop, payWithGoodCard, signInAs, signUpCustomer } from './fixtures.ts';
import { downloadInvoice, orderablePart } from './orders.ts';
import { shipToNewYork } from './shipment.ts';

/** Puts `qty` of the part in the signed-in customer's cart, through the API. */
async function putInCart(page: Page, part: Product, qty = part.minimumQty) {
  const put = await page.request.put(`/api/cart/${part._id}`, {
    data: { qty },
    headers: { origin: baseURL },
  });
  expect(put.status()).toBe(200);
}

const orderIdOf = (page: Page) => page.url().split('/').at(-1) ?? '';

test('a rider in New York checks out: no shipping to Japan, Express with sales tax, the same total on the card, the order page and the PDF; the admin refunds a piece with its tax, and a later rate change leaves the order alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpCustomer(page, 'Tax Rider');
  const part = await orderablePart(page);
  await putInCart(page, part);
  let total = '';

  await test.step('an address no zone serves is said plainly before payment', async () => {
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Ship to' });
    const shipping = form.getByRole('group', { name: 'Shipping address' });
    await shipping.getByLabel('Country').selectOption('JP');
    await expect(form.getByRole('alert')).toContainText('We do not ship to Japan yet');
    await form.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(form.getByText('Shipping method is required: choose how the order ships')).toBeVisible();
  });

  await test.step('to New York: the methods with their price and estimate, Express chosen, the tax and total shown', async () => {
    const form = page.getByRole('form', { name: 'Ship to' });
    await shipToNewYork(form, '5 Sales Tax Street');
    await form.getByRole('radio', { name: /^Express/ }).check();
    const pay = form.getByLabel('What you pay');
    await expect(pay).toContainText('Shipping (Express)');
    await expect(pay).toContainText('Sales tax 4%');
    total = (await pay.locator('output').textContent()) ?? '';
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
    // The payment page's summary adds up to it: the parts, the shipping, the tax.
    await expect(page.getByRole('region', { name: 'Order lines' })).toContainText('Sales tax 4%');
  });

  const orderId = orderIdOf(page);
  await test.step('paid, the order page and the invoice PDF show the same charges; the address is in the book', async () => {
    await payWithGoodCard(page, orderId);
    await page.goto(`/dashboard/orders/${orderId}`);
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await expect(invoice).toContainText('Express');
    await expect(invoice).toContainText('Sales tax 4%');
    await expect(invoice).toContainText(total);
    const pdf = await downloadInvoice(page);
    expect(pdf).toMatchObject({ start: '%PDF-' });
    const book = (await (await page.request.get('/api/addresses')).json()) as {
      addresses: { line1: string }[];
    };
    expect(book.addresses.map((address) => address.line1)).toEqual(['5 Sales Tax Street']);
  });

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(admin, 'admin');
  await test.step('the admin refunds one piece: its price and its share of the line’s tax go back', async () => {
    const before = (await (await admin.request.get(`/api/order/${orderId}`)).json()) as OrderDetail;
    const [line] = before.lines;
    expect(before.allowed?.lines[0]?.taxOnTop).toBeGreaterThan(0);
    await admin.goto(`/dashboard/manageOrders/${orderId}`);
    await expect(admin.getByRole('region', { name: 'Order lines' })).toContainText('Shipping: Express');
    const refund = admin.getByRole('form', { name: 'Refund' });
    await refund.getByLabel('By lines').check();
    await refund.getByLabel(new RegExp(`^${line!.name} \\(.* each and its tax`)).fill('1');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refund this order?' });
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(admin.getByText(/refunded to Tax Rider/)).toBeVisible();
    const after = (await (await admin.request.get(`/api/order/${orderId}`)).json()) as OrderDetail;
    // More than the unit price: the piece's tax came back with it.
    expect(after.refundedTotal).toBeGreaterThan(line!.price);
    expect(after.creditNotes).toHaveLength(1);
  });

  await test.step('a dearer Express rate later changes nothing of the order placed', async () => {
    const zones = (await (await admin.request.get('/api/admin/shipping/zones')).json()) as {
      zones: { _id: string; name: string; areas: unknown[]; methods: { rates: { price: number }[] }[] }[];
    };
    const us = zones.zones.find((zone) => zone.name === 'United States')!;
    const dearer = us.methods.map((method) => ({
      ...method,
      rates: method.rates.map((rate) => ({ ...rate, price: rate.price + 5 })),
    }));
    const edit = (methods: unknown) =>
      admin.request.put(`/api/admin/shipping/zones/${us._id}`, {
        data: { name: us.name, areas: us.areas, methods },
        headers: { origin: baseURL },
      });
    expect((await edit(dearer)).status()).toBe(200);
    try {
      await page.goto(`/dashboard/orders/${orderId}`);
      await expect(page.getByRole('article', { name: 'Invoice' })).toContainText(total);
    } finally {
      expect((await edit(us.methods)).status()).toBe(200);
    }
  });
});

test('a bike shop in Germany buys from a Dutch seller with its VAT ID on the billing address: the reverse charge, said before payment and on the invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(admin, 'admin');
  const { seller } = (await (await admin.request.get('/api/admin/seller')).json()) as SellerAnswer;
  const saveSeller = (country: string) =>
    admin.request.put('/api/admin/seller', { data: { ...seller, country }, headers: { origin: baseURL } });
  expect((await saveSeller('NL')).status()).toBe(200);
  try {
    await signUpCustomer(page, 'Kurbel Werkstatt');
    const part = await orderablePart(page);
    await putInCart(page, part);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Ship to' });
    const shipping = form.getByRole('group', { name: 'Shipping address' });
    await shipping.getByLabel('Full name').fill('Greta Kurbel');
    await shipping.getByLabel('Country').selectOption('DE');
    await shipping.getByLabel('Address line 1').fill('Kettenweg 5');
    await shipping.getByLabel('City').fill('Berlin');
    await shipping.getByLabel('Postal code').fill('10115');
    await shipping.getByLabel('Phone').fill('+49 30 555 0100');
    await expect(form.getByLabel('What you pay')).toContainText('VAT 19%');

    await form.getByRole('checkbox', { name: 'Bill to the shipping address' }).uncheck();
    const billing = form.getByRole('group', { name: 'Billing address' });
    await billing.getByLabel('Full name').fill('Greta Kurbel');
    await billing.getByLabel('Company (optional)').fill('Kurbel Werkstatt GmbH');
    await billing.getByLabel('Country').selectOption('DE');
    await billing.getByLabel('Address line 1').fill('Speichenstraße 9');
    await billing.getByLabel('City').fill('Berlin');
    await billing.getByLabel('Postal code').fill('10117');
    await billing.getByLabel('Phone').fill('+49 30 555 0199');
    await billing.getByLabel('VAT or tax ID (optional, for a business)').fill('DE123456789');
    await expect(form.getByLabel('What you pay')).toContainText('Reverse charge');
    await expect(form.getByText(/Article 196/)).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);

    const orderId = orderIdOf(page);
    await payWithGoodCard(page, orderId);
    await page.goto(`/dashboard/orders/${orderId}`);
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await expect(invoice).toContainText('Reverse charge');
    await expect(invoice).toContainText('Kurbel Werkstatt GmbH');
    await expect(invoice).toContainText('DE123456789');
    expect(await downloadInvoice(page)).toMatchObject({ start: '%PDF-' });
  } finally {
    expect((await saveSeller(seller.country)).status()).toBe(200);
  }
});
