import { expect, test } from '@playwright/test';
import { messages } from '@crankworks/contract';
import { CUSTOMER_PASSWORD } from '../passwords.ts';
import { shipToNewYork } from '../shipment.ts';

test('register, sign in, order and pay through the load balancer, served by both nodes', async ({ page }) => {
  const servedBy: string[] = [];
  page.on('response', (response) => {
    const node = response.headers()['x-served-by'];
    if (node && new URL(response.url()).pathname.startsWith('/api/')) servedBy.push(node);
  });
  const email = `cluster-${Date.now()}@example.com`;
  const password = CUSTOMER_PASSWORD;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Cluster Rider');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Your account is ready. Log in with it.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(messages.loginSucceeded)).toBeVisible();

  await page.goto('/');
  await page
    .getByRole('link', { name: /Buy Now/ })
    .first()
    .click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await shipToNewYork(page, '12 Sprocket Lane');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(messages.orderAdded)).toBeVisible();

  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Postal code').fill('10001');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: messages.paymentCompleted })).toBeVisible();

  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(page.getByRole('article').first().getByText('Paid', { exact: true })).toBeVisible();

  // Round robin: the signed-in session was used on both nodes.
  expect(new Set(servedBy)).toEqual(new Set(['node1', 'node2']));
});
