import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { CUSTOMER_PASSWORD } from './passwords.ts';
import { demoUsers, expectAccessible, signInAs, signUpCustomer, viewports } from './fixtures.ts';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A customer made through the API in a cookie jar of its own, then signed in there (sign-up never
 * signs in): the page stays signed out.
 */
async function createCustomer(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name.toLowerCase().replaceAll(' ', '-'));
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password: CUSTOMER_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.ok(), `sign-up answered ${response.status()}`).toBeTruthy();
  const signedIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password: CUSTOMER_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(signedIn.ok(), `sign-in answered ${signedIn.status()}`).toBeTruthy();
  return { name, email };
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function expectSidebar(page: Page, labels: string[]) {
  await expect(sidebar(page).getByRole('link')).toHaveText(
    labels.map((label) => new RegExp(`^${label}( \\(active\\))?$`)),
  );
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('register: a password mismatch is refused twice over, then success switches to the login form', async ({
  page,
}) => {
  const email = uniqueEmail('new-rider');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Name').fill('New Rider');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${CUSTOMER_PASSWORD}!`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(messages.passwordMismatch)).toBeVisible();
  await expect(page.getByText(messages.registrationFailed)).toBeVisible();

  await page.getByLabel('Confirm Password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText('Your account is ready. Log in with it.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(mainNav(page).getByRole('link', { name: /^Login/ })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(messages.loginSucceeded)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('login: a failure says why; success toasts, returns to the page asked for; logout signs out', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'Return Rider');

  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(`${baseURL}/login?from=%2Fdashboard%2Fprofile`);

  await logIn(page, customer.email, 'Wrong#password1');
  await expect(page.getByText(`${messages.loginFailed}: Invalid email or password`)).toBeVisible();
  await expect(page.getByText(messages.loginFailed, { exact: true })).toBeVisible();

  await logIn(page, customer.email, CUSTOMER_PASSWORD);
  await expect(page.getByText(messages.loginSucceeded)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/dashboard/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('crankworks.accessToken'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    email: customer.email,
    accessToken: expect.any(String),
  });

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(mainNav(page).getByRole('link', { name: /^Login/ })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('crankworks.accessToken'))).toBeNull();

  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login\?from=/);
});

test('a customer gets the customer sidebar and is told All Users is for admins', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`${baseURL}/dashboard/profile`);
  await expectSidebar(page, ['My Profile', 'Add Review', 'My Orders']);

  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(`${baseURL}/dashboard/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(demoUsers.customer.email);
});

test('the login page shows the sample admin login and explains that Google is not configured', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByText('Sample admin login')).toBeVisible();
  await expect(page.getByText(demoUsers.admin.email)).toBeVisible();
  await expect(page.getByText(demoUsers.admin.password)).toBeVisible();

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Google sign-in is not configured on this server.')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/login`);

  await page.getByRole('button', { name: 'Fill in the admin login' }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(messages.loginSucceeded)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('My Profile: saved values survive a reload', async ({ page }) => {
  const customer = await signUpCustomer(page, 'Profile Rider');
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByLabel('Username')).toHaveValue('Profile Rider');

  await page.getByLabel('Username').fill('Profile Rider Jr');
  await page.getByLabel('Education').fill('BSc Mechanical Engineering');
  await page.getByLabel('Address', { exact: true }).fill('1 Spoke Street, Leeds');
  await page.getByLabel('Phone').fill('+44 113 496 0000');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(messages.profileSaved)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue('Profile Rider Jr');
  await expect(page.getByLabel('Education')).toHaveValue('BSc Mechanical Engineering');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1 Spoke Street, Leeds');
  await expect(page.getByLabel('Phone')).toHaveValue('+44 113 496 0000');
  await expectAccessible(page);
});

test('the demo admin: admin sidebar, Make Admin, and Delete User after its dialog', async ({
  page,
  playwright,
}) => {
  const outsider = await playwright.request.newContext({ baseURL });
  try {
    const promoted = await createCustomer(outsider, 'Promoted Rider');
    const doomed = await createCustomer(outsider, 'Doomed Rider');
    // `outsider` is now signed in as the doomed rider: his session must end with his account.
    expect((await outsider.get(`/api/user/${encodeURIComponent(doomed.email)}`)).status()).toBe(200);

    await signInAs(page, 'admin');
    await page.goto('/dashboard/users');
    await expectSidebar(page, [
      'My Profile',
      'All Users',
      'Manage Orders',
      'Manage Products',
      'Add Product',
      'Categories',
      'Specifications',
      'Manage Reviews',
      'Messages',
      'Outbox',
      'Shipping',
      'Settings',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible();

    await page.getByLabel('Search by name or e-mail').fill(promoted.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const promotedRow = page.getByRole('row').filter({ hasText: promoted.email });
    await expect(promotedRow).toContainText('user');
    await expectAccessible(page);
    await promotedRow.getByRole('button', { name: `Make Admin: ${promoted.email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Make this user an admin?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Make admin' }).click();
    await expect(page.getByText(messages.adminAdded)).toBeVisible();
    await expect(promotedRow).toContainText('admin');
    await expect(promotedRow.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);

    await page.getByLabel('Search by name or e-mail').fill(doomed.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const doomedRow = page.getByRole('row').filter({ hasText: doomed.email });
    const deleteButton = doomedRow.getByRole('button', { name: `Delete User: ${doomed.email}` });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(doomedRow).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await expect(page.getByText(`Doomed Rider (${doomed.email}) was deleted and signed out`)).toBeVisible();
    await expect(page.getByText(`No users match “${doomed.email}”.`)).toBeVisible();
    expect((await outsider.get(`/api/user/${encodeURIComponent(doomed.email)}`)).status()).toBe(401);
  } finally {
    await outsider.dispose();
  }
});

test('on a phone the dashboard sidebar is a drawer', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await signInAs(page, 'customer');
  await page.goto('/dashboard/profile');
  const toggle = page.getByRole('button', { name: 'Dashboard menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page)).toBeHidden();

  await toggle.click();
  await expect(sidebar(page)).toBeVisible();
  await expectAccessible(page);
  await sidebar(page).getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/orders`);
  await expect(sidebar(page)).toBeHidden();
});
