import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountMessages } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { expectAccessibleOnPhoneAndDesktop, signUpCustomer, viewports } from './fixtures.ts';
import { resetPassword } from './passwords.ts';

/** Signs `email` in from a second browser (a cookie jar of its own). */
async function signInElsewhere(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(response.ok(), `sign-in answered ${response.status()}`).toBeTruthy();
}

const signedIn = async (request: APIRequestContext) => (await request.get('/api/sessions')).ok();

const sessionsSection = (page: Page) => page.getByRole('region', { name: 'Sessions' });

test('My Profile: Sessions lists this browser and another, and signs the other out', async ({
  page,
  playwright,
}) => {
  const customer = await signUpCustomer(page, 'Session Rider');
  const elsewhere = await playwright.request.newContext({ baseURL });
  try {
    await signInElsewhere(elsewhere, customer.email, customer.password);
    await page.goto('/dashboard/profile');
    const sessions = sessionsSection(page);
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').first()).toContainText('This device');
    await expectAccessibleOnPhoneAndDesktop(page);

    await sessions.getByRole('button', { name: /^Sign out .*, signed in / }).click();
    await expect(page.getByText(accountMessages.sessionEnded)).toBeVisible();
    await expect(sessions.getByText('You are signed in nowhere else.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect(await signedIn(elsewhere)).toBe(false);
  } finally {
    await elsewhere.dispose();
  }
});

test('My Profile: Change password signs out every other session, this one stays', async ({
  page,
  playwright,
}) => {
  const customer = await signUpCustomer(page, 'Password Rider');
  const elsewhere = await playwright.request.newContext({ baseURL });
  try {
    await signInElsewhere(elsewhere, customer.email, customer.password);
    await page.goto('/dashboard/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    const newPassword = resetPassword();
    await form.getByLabel('Current password').fill(customer.password);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(accountMessages.passwordChanged)).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');

    expect(await signedIn(elsewhere)).toBe(false);
    await page.reload();
    await expect(sessionsSection(page).getByRole('listitem')).toHaveCount(1);
    await signInElsewhere(elsewhere, customer.email, newPassword);
  } finally {
    await elsewhere.dispose();
  }
});

test('My Profile: Delete my account asks in a dialog, then signs out and says so', async ({ page }) => {
  const customer = await signUpCustomer(page, 'Leaving Rider');
  await page.goto('/dashboard/profile');
  const deleteButton = page.getByRole('button', { name: 'Delete my account' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessibleOnPhoneAndDesktop(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await page.setViewportSize(viewports.phone);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText(accountMessages.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect((await page.request.get('/api/sessions')).status()).toBe(401);
  const again = await page.request.post('/api/auth/sign-in/email', {
    data: { email: customer.email, password: customer.password },
    headers: { origin: baseURL },
  });
  expect(again.status()).toBe(401);
});
