import { expect, test, type Page } from '@playwright/test';
import { messages } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { demoUsers, expectAccessible, signInAs } from './fixtures.ts';
import { payWith } from './orders.ts';
import { shipToNewYork } from './shipment.ts';

const cards = { declined: '4000 0000 0000 0002', good: '4242 4242 4242 4242' } as const;

/** The quantity field carries the product's limits: min = minimumQty, max = availableQty. */
async function quantityLimits(page: Page) {
  const quantity = page.getByLabel('Quantity');
  await expect(quantity).toBeVisible();
  return {
    minimum: Number(await quantity.getAttribute('min')),
    available: Number(await quantity.getAttribute('max')),
  };
}

async function placeOrder(page: Page, orderQty: number) {
  await page.getByLabel('Quantity').fill(String(orderQty));
  await shipToNewYork(page, '12 Sprocket Lane');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(messages.orderAdded)).toBeVisible();
  // Placing an order leads straight to its payment.
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1) ?? '';
}

test('a customer orders, pays and cancels; the admin ships the paid order', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'customer');

  let productName = '';
  let purchaseUrl = '';
  let orderId = '';
  await test.step('open a part from the home page', async () => {
    await page.goto('/');
    const buyNow = page.getByRole('link', { name: /Buy Now/ }).first();
    productName = (await buyNow.locator('xpath=ancestor::article').getByRole('heading').textContent()) ?? '';
    await buyNow.click();
    await expect(page).toHaveURL(/\/purchase\/[0-9a-f-]{36}$/);
    purchaseUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(demoUsers.customer.email);
    await expect(page.getByLabel('E-mail')).not.toBeEditable();
    await expect(page.getByLabel('Name', { exact: true })).not.toBeEditable();
  });

  await test.step('the quantity must lie between the minimum and the stock', async () => {
    const { minimum, available } = await quantityLimits(page);
    const quantity = page.getByLabel('Quantity');
    const orderButton = page.getByRole('button', { name: 'Place Order' });
    await expect(quantity).toHaveValue(String(minimum));

    await quantity.fill(String(minimum - 1));
    await expect(page.getByText(messages.orderMoreThan(minimum))).toBeVisible();
    await expect(orderButton).toBeDisabled();

    await quantity.fill(String(available + 1));
    await expect(page.getByText(messages.orderLessThan(available))).toBeVisible();
    await expect(orderButton).toBeDisabled();

    await quantity.fill(String(minimum));
    await expect(orderButton).toBeEnabled();
    await expectAccessible(page);
    orderId = await placeOrder(page, minimum);
  });

  await test.step('My Orders offers to pay the new order', async () => {
    await page.goto('/dashboard/orders');
    const newest = page.getByRole('article', { name: `Order of ${productName}` }).first();
    await expect(newest.getByText('Unpaid')).toBeVisible();
    await expectAccessible(page);
    await newest.getByRole('link', { name: /Pay Now/ }).click();
    await expect(page).toHaveURL(`/dashboard/payment/${orderId}`);
  });

  let transactionId = '';
  await test.step('a declined card is shown in red beneath the form, saying what to do; a good card pays', async () => {
    await expect(page.getByText('Test mode: no real card is charged')).toBeVisible();
    await expect(page.getByText(cards.good)).toBeVisible();
    await expectAccessible(page);

    await payWith(page, cards.declined);
    const cardError = page.getByRole('form', { name: 'Card payment' }).getByRole('alert');
    await expect(cardError).toHaveText(
      'Your card was declined. Try another card, or ask your bank why it declined this one.',
    );
    await expect(cardError).toHaveCSS('color', 'rgb(185, 28, 28)');

    await payWith(page, cards.good);
    await expect(page.getByRole('heading', { name: messages.paymentCompleted })).toBeVisible();
    const receipt = (await page.getByText(/^Transaction id:/).textContent()) ?? '';
    transactionId = receipt.replace('Transaction id:', '').trim();
    expect(transactionId).not.toBe('');

    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    const paid = page.getByRole('article').filter({ hasText: transactionId });
    await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
    await expect(paid.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
  });

  await test.step('paying again is not offered', async () => {
    await page.goto(`/dashboard/payment/${orderId}`);
    await expect(page.getByText('This order is already paid')).toBeVisible();
    await expect(page.getByText(transactionId)).toBeVisible();
  });

  await test.step('cancelling an unpaid order returns its quantity to stock', async () => {
    await page.goto(purchaseUrl);
    const before = await quantityLimits(page);
    await placeOrder(page, before.minimum);

    await page.goto('/dashboard/orders');
    const newest = page.getByRole('article', { name: `Order of ${productName}` }).first();
    await newest.getByRole('button', { name: /Cancel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Your order of ${productName} was cancelled`)).toBeVisible();

    await page.goto(purchaseUrl);
    expect((await quantityLimits(page)).available).toBe(before.available);
  });

  await test.step('the admin marks the paid order shipped', async () => {
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/dashboard/manageOrders');
    await admin.getByLabel('Search by reference, customer, e-mail or part').fill(demoUsers.customer.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin).toHaveURL(/search=customer%40crankworks\.test/);

    const row = admin.getByRole('row').filter({ hasText: transactionId });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Delete/ })).toBeDisabled();
    await row.getByRole('button', { name: /Mark Shipped/ }).click();
    await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
    await adminContext.close();

    await page.goto('/dashboard/orders');
    const shipped = page.getByRole('article').filter({ hasText: transactionId });
    await expect(shipped.getByText('Shipped', { exact: true })).toBeVisible();
  });
});
