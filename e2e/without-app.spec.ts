import { expect, test, type Page } from '@playwright/test';
import { IDEMPOTENCY_KEY_FIELD, messages, passwordResetMessages } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { APP_SCRIPTS, demoUsers, serverLog, signInAs, signUpCustomer } from './fixtures.ts';
import { CUSTOMER_PASSWORD, findPassword } from './passwords.ts';
import { newYorkFormFields, typeNewYorkAddress } from './shipment.ts';

// A flaky mobile link, or a deploy that replaced the chunk files while the page was open: every
// script but the boot script fails to load. The server-rendered forms still work, through the server.
test.beforeEach(async ({ page }) => {
  await page.route(APP_SCRIPTS, (route) => route.abort('connectionfailed'));
});

/** Every address the page has been at since `since` (redirects included), to look for typed values in. */
function addressesOf(page: Page) {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  page.on('request', (request) => addresses.push(request.url()));
  return addresses;
}

/** None of `typed` in any address the page went to, and no password in the server's log. */
async function expectNothingTypedIn(addresses: string[], typed: string[]) {
  for (const address of addresses) {
    for (const value of typed) {
      expect(address).not.toContain(value);
      expect(address).not.toContain(encodeURIComponent(value));
    }
  }
  // The log is written as the requests end; give the last line a moment to reach the file.
  await expect.poll(() => serverLog().includes('"url":"/login')).toBe(true);
  expect(findPassword(serverLog())).toBeNull();
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}@example.com`;

test('the login form signs in through the server', async ({ page }) => {
  const addresses = addressesOf(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoUsers.customer.email);
  await page.getByLabel('Password').fill('Not#the-password-9');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/login?failed=credentials`);
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await page.getByLabel('Email').fill(demoUsers.customer.email);
  await page.getByLabel('Password').fill(demoUsers.customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).first(),
  ).toBeAttached();
  await expectNothingTypedIn(addresses, [
    demoUsers.customer.email,
    demoUsers.customer.password,
    'Not#the-password-9',
  ]);
  expect(serverLog()).not.toContain('Not#the-password-9');
});

test('a visitor’s Buy Now leads straight to signing in, and signing in on to the order form', async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/products?limit=1')).json()) as {
    items: { _id: string; name: string }[];
  };
  const part = items[0]!;
  await page.goto(`/products/${part._id}`);
  const [arrival] = await Promise.all([
    page.waitForNavigation(),
    page.getByRole('link', { name: /Buy Now/ }).click(),
  ]);
  const orderForm = `/purchase/${part._id}`;
  await expect(page).toHaveURL(`${baseURL}/login?from=${encodeURIComponent(orderForm)}`);
  // One page, not the order form's redirect to it: on a phone each costs a round trip.
  expect(arrival?.request().redirectedFrom()).toBeNull();

  await page.getByLabel('Email').fill(demoUsers.customer.email);
  await page.getByLabel('Password').fill(demoUsers.customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}${orderForm}`);
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
});

test('the register form creates the account through the server', async ({ page, request }) => {
  const addresses = addressesOf(page);
  const email = uniqueEmail('plain-register');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`${baseURL}/login?mode=register`);
  await page.getByLabel('Name').fill('Plain Rider');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${baseURL}/login?done=registered`);
  await expect(page.getByText('Your account is ready. Log in with it.')).toBeVisible();
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password: CUSTOMER_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(signIn.status()).toBe(200);
  await expectNothingTypedIn(addresses, [email, CUSTOMER_PASSWORD, 'Plain Rider']);
});

test('"Forgot password?" sends the link through the server', async ({ page }) => {
  const addresses = addressesOf(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(demoUsers.customer.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page).toHaveURL(`${baseURL}/forgot-password?done=sent`);
  await expect(page.getByText(passwordResetMessages.linkRequested)).toBeVisible();
  await expectNothingTypedIn(addresses, [demoUsers.customer.email]);
});

test('the contact form delivers the message through the server', async ({ page, browser }) => {
  const addresses = addressesOf(page);
  const text = `Plain ${Date.now() % 1_000_000}`;
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: /contact/i });
  await form.getByLabel('First name').fill('Olga');
  await form.getByLabel('Last name').fill('Plainform');
  await form.getByLabel('Email').fill('olga.plainform@example.com');
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: /send/i }).click();
  await expect(page).toHaveURL(`${baseURL}/?done=sent#contact`);
  await expect(page.getByText(messages.contactSent)).toBeVisible();
  await expectNothingTypedIn(addresses, ['Olga', 'Plainform', 'olga.plainform@example.com', text]);

  const admin = await browser.newPage({ baseURL });
  await signInAs(admin, 'admin');
  const inbox = await admin.request.get(`/api/contact-messages?search=${encodeURIComponent(text)}`);
  expect(JSON.stringify(await inbox.json())).toContain(text);
  await admin.close();
});

test('the purchase form places the order through the server', async ({ page, request }) => {
  const addresses = addressesOf(page);
  await signInAs(page, 'customer');
  const { items } = (await (await request.get('/api/products?limit=1')).json()) as {
    items: { _id: string; minimumQty: number }[];
  };
  const part = items[0]!;
  const address = `${Date.now() % 1_000_000} Plainform Lane`;
  await page.goto(`/purchase/${part._id}`);
  await page.getByLabel('Quantity').fill(String(part.minimumQty));
  // Without scripts no method shows for an address typed in: the server ships by the cheapest.
  await typeNewYorkAddress(page, address);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/orders`);
  const orders = await page.request.get(`/api/order?email=${encodeURIComponent(demoUsers.customer.email)}`);
  expect(JSON.stringify(await orders.json())).toContain(address);
  await expectNothingTypedIn(addresses, [address, '+1 212 555 0100', '555 0100']);
});

test('the same rendered purchase form sent twice places one order', async ({ page, request }) => {
  await signInAs(page, 'customer');
  const { items } = (await (await request.get('/api/products?limit=1')).json()) as {
    items: { _id: string; minimumQty: number }[];
  };
  const part = items[0]!;
  const address = `${Date.now() % 1_000_000} Twicesent Road`;
  await page.goto(`/purchase/${part._id}`);
  const key = await page.locator(`input[type="hidden"][name="${IDEMPOTENCY_KEY_FIELD}"]`).inputValue();
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  const fields = { orderQty: String(part.minimumQty), ...newYorkFormFields(address) };
  await page.getByLabel('Quantity').fill(fields.orderQty);
  await typeNewYorkAddress(page, address);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/orders`);
  // The browser sends the same form again (a resend after a lost answer): the same key goes with it.
  const resent = await page.request.post(`/purchase/${part._id}`, {
    form: { ...fields, [IDEMPOTENCY_KEY_FIELD]: key },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(resent.status()).toBe(303);
  expect(resent.headers().location).toBe('/dashboard/orders');
  const orders = await page.request.get(`/api/order?email=${encodeURIComponent(demoUsers.customer.email)}`);
  const placed = ((await orders.json()) as { address: string }[]).filter((order) =>
    order.address.includes(address),
  );
  expect(placed).toHaveLength(1);
});

test('the checkout form places the cart’s order through the server', async ({ page }) => {
  const addresses = addressesOf(page);
  const customer = await signUpCustomer(page);
  const { items } = (await (await page.request.get('/api/products?limit=2')).json()) as {
    items: { _id: string; name: string; minimumQty: number }[];
  };
  for (const part of items) {
    const put = await page.request.put(`/api/cart/${part._id}`, {
      data: { qty: part.minimumQty },
      headers: { origin: baseURL },
    });
    expect(put.status()).toBe(200);
  }
  const address = `${Date.now() % 1_000_000} Plaincart Street`;
  await page.goto('/checkout');
  for (const part of items) await expect(page.getByRole('cell', { name: part.name })).toBeVisible();
  await typeNewYorkAddress(page, address);
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/orders`);
  const orders = await page.request.get(`/api/order?email=${encodeURIComponent(customer.email)}`);
  const placed = (await orders.json()) as { address: string; name: string }[];
  expect(placed).toHaveLength(1);
  // One order of both parts, named by its first part and how many more there are.
  expect(placed[0]).toMatchObject({
    address: expect.stringContaining(address),
    name: expect.stringContaining(items[0]!.name),
  });
  // The cart keeps its parts until the order is paid (decision 065).
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    lines: unknown[];
    awaitingPayment: unknown[];
  };
  expect([cart.lines.length, cart.awaitingPayment.length]).toEqual([items.length, 1]);
  await expectNothingTypedIn(addresses, [address, '+1 212 555 0100', '555 0100']);
});

test('Add to cart, a line’s quantity and Remove change the customer’s cart through the server', async ({
  page,
}) => {
  await signUpCustomer(page);
  const { items } = (await (await page.request.get('/api/products?limit=1')).json()) as {
    items: { _id: string; minimumQty: number; availableQty: number }[];
  };
  // The page shows the part's first variant, whose name is the line's ("… — 165 mm").
  const part = items[0]!;
  const cartQty = async () =>
    ((await (await page.request.get('/api/cart')).json()) as { lines: { qty: number }[] }).lines[0]?.qty;

  await page.goto(`/products/${part._id}`);
  await page.getByLabel(/^Quantity of /).fill(String(part.minimumQty + 1));
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page).toHaveURL(`${baseURL}/cart?done=added`);
  await expect(page.getByRole('status')).toHaveText('Added to your cart.');
  const line = page.getByRole('list', { name: 'Parts in your cart' }).getByRole('listitem');
  await expect(line.getByRole('link')).toBeVisible();
  expect(await cartQty()).toBe(part.minimumQty + 1);

  // Enter in the quantity field posts it, as a form of one field does.
  await line.getByLabel(/^Quantity of /).fill(String(part.availableQty + 1));
  await line.getByLabel(/^Quantity of /).press('Enter');
  await expect(page).toHaveURL(`${baseURL}/cart?failed=quantity`);
  await expect(page.getByRole('alert').first()).toContainText('Your cart did not change');
  await line.getByLabel(/^Quantity of /).fill(String(part.minimumQty));
  await line.getByLabel(/^Quantity of /).press('Enter');
  await expect(page).toHaveURL(`${baseURL}/cart`);
  expect(await cartQty()).toBe(part.minimumQty);

  await line.getByRole('button', { name: /^Remove/ }).click();
  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(await cartQty()).toBeUndefined();
});

test('a visitor’s Add to cart leads to signing in and back to the part; his cart page says why it is empty', async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/products?limit=1')).json()) as {
    items: { _id: string }[];
  };
  const part = items[0]!;
  await page.goto(`/products/${part._id}`);
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page).toHaveURL(`${baseURL}/login?from=${encodeURIComponent(`/products/${part._id}`)}`);
  // His cart page says why it shows no cart, and the way to one without scripts.
  await page.goto('/cart');
  await expect(page.getByRole('status', { name: 'Loading your cart' })).toContainText('needs JavaScript');
  await page.getByRole('link', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/login?from=%2Fcart`);
});

test('Add Review is rendered by the server and adds the review through it', async ({ page }) => {
  const customer = await signUpCustomer(page);
  const message = `Sent without scripts ${Date.now()}`;
  await page.goto('/dashboard/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Review' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(customer.name);
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/review?failed=invalid`);
  await expect(page.getByRole('alert')).toContainText(messages.reviewFailed);
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/review?done=added`);
  await expect(page.getByRole('status')).toHaveText(messages.reviewAdded);
  await page.goto('/');
  await expect(page.getByText(message)).toBeVisible();
});

test('My Profile is rendered by the server, and saves the profile and a new password and signs other sessions out through it', async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(page);
  await page.goto('/dashboard/profile');
  const profile = page.getByRole('form', { name: 'My Profile' });
  await expect(profile.getByLabel('Email')).toHaveValue(customer.email);
  await expect(profile.getByLabel('Username')).toHaveValue(customer.name);
  await profile.getByLabel('Username').fill('Plain Form Rider');
  await profile.getByLabel('Education').fill('Frame building');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/profile?done=saved`);
  await expect(page.getByRole('status').first()).toHaveText(messages.profileSaved);
  await expect(profile.getByLabel('Education')).toHaveValue('Frame building');

  const password = page.getByRole('form', { name: 'Change password' });
  const newPassword = `${CUSTOMER_PASSWORD}-new`;
  await password.getByLabel('Current password').fill(CUSTOMER_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(`${newPassword}!`);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/profile?failed=mismatch`);
  await password.getByLabel('Current password').fill(CUSTOMER_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/profile?done=password`);
  // Still signed in, on the new session the change gave this browser.
  await expect(profile.getByLabel('Username')).toHaveValue('Plain Form Rider');

  // Signed in elsewhere too (another client), then signed out from here.
  const elsewhere = await request.post('/api/auth/sign-in/email', {
    data: { email: customer.email, password: newPassword },
    headers: { origin: baseURL },
  });
  expect(elsewhere.ok()).toBeTruthy();
  await page.reload();
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard/profile?done=sessions`);
  await expect(page.getByText('You are signed in nowhere else.')).toBeVisible();
  expect((await request.get('/api/sessions')).status()).toBe(401);
});
