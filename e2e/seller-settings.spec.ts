import { expect, test } from '@playwright/test';
import { sellerMessages } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { expectAccessibleOnPhoneAndDesktop, openMail, signInAs, signUpCustomer } from './fixtures.ts';

test('Settings: the admin corrects the seller, a bad country is refused at its field, and the next e-mail carries the new name', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/settings');
  const form = page.getByRole('form', { name: 'Seller on invoices' });
  await expect(form.getByLabel('Legal name')).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(page);

  await form.getByLabel('Legal name').fill('Crankworks Testwerk GmbH');
  await form.getByLabel('Country').fill('Germany');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Country must be a two-letter country code')).toBeVisible();
  await expect(form.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Country').fill('de');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(sellerMessages.saved)).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Legal name')).toHaveValue('Crankworks Testwerk GmbH');
  await expect(form.getByLabel('Country')).toHaveValue('DE');

  // A mail written after the change names the new seller in its footer.
  const customerPage = await browser.newPage({ baseURL });
  const { email } = await signUpCustomer(customerPage);
  await customerPage.close();
  const reset = await page.request.post('/api/auth/request-password-reset', {
    data: { email, redirectTo: '/reset-password' },
    headers: { origin: baseURL },
  });
  expect(reset.ok()).toBeTruthy();
  await expect(async () => {
    const { frame } = await openMail(page, email, /Reset your .* password/);
    await expect(frame.getByText('Crankworks Testwerk GmbH')).toBeVisible({ timeout: 1_000 });
  }).toPass();
});
