import { expect, test } from '@playwright/test';
import { baseURL } from './base-url.ts';
import {
  expectAccessibleOnPhoneAndDesktop,
  openMail,
  payWithGoodCard,
  signInAs,
  signUpCustomer,
} from './fixtures.ts';
import { orderablePart, placeOrder } from './orders.ts';

test('the admin refunds part of a paid order; the customer sees paid, refunded and net, and the e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await signUpCustomer(page, 'Refund Rider');
  const part = await orderablePart(page);
  const orderId = await placeOrder(page, part, '7 Rim Road, Gearton');
  await payWithGoodCard(page, orderId);

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(admin, 'admin');

  await test.step('the admin refunds $1.00 after confirming, and the refund is listed', async () => {
    await admin.goto(`/dashboard/manageOrders/${orderId}`);
    const panel = admin.getByRole('region', { name: 'Refunds' });
    await expect(panel.getByText('No refunds.')).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(admin);
    await panel.getByLabel('Amount (USD)').fill('1');
    await panel.getByLabel('Reason').fill('Scratched in transit');
    await panel.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refund this order?' });
    await expect(dialog).toContainText('$1.00 goes back to Refund Rider’s card');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(admin.getByText('$1.00 refunded to Refund Rider')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Refunds' })).toContainText('Scratched in transit');
    await expect(panel.getByLabel('Payment and refunds')).toContainText('Refunded$1.00');
  });

  await test.step('the customer’s order shows what was paid, refunded and kept, and the refund in its dates', async () => {
    await page.goto(`/dashboard/orders/${orderId}`);
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await expect(invoice.getByLabel('Payment and refunds')).toContainText('Refunded$1.00');
    await expect(invoice.getByRole('list', { name: 'Timeline' })).toContainText('Refunded $1.00');
    await expectAccessibleOnPhoneAndDesktop(page);
  });

  await test.step('the customer’s refund e-mail is in the outbox', async () => {
    const { frame } = await openMail(admin, customer.email, 'Refund of $1.00');
    await expect(frame.getByText('Scratched in transit')).toBeVisible();
  });
});
