import { expect, test, type Browser } from '@playwright/test';
import { messages, passwordResetMessages } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { resetPassword } from './passwords.ts';
import {
  MAIL_FRAME,
  openMail,
  expectAccessibleOnPhoneAndDesktop,
  hydrated,
  signInAs,
  signUpCustomer,
  viewports,
} from './fixtures.ts';
import { newYorkShipment } from './shipment.ts';

/** WCAG contrast of two computed `rgb(r, g, b)` colours. */
function contrastRatio(foreground: string, background: string) {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A browser of its own, signed in as the demo admin (the customer keeps his own cookies). */
async function adminPage(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, 'admin');
  return page;
}

test('a customer resets a forgotten password from the link in the outbox and logs in with the new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await signUpCustomer(page, 'Forgetful Rider');
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: baseURL } });
  const newPassword = resetPassword();

  await test.step('"Forgot password?" on the login page asks for the e-mail and answers neutrally', async () => {
    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(`${baseURL}/forgot-password`);
    // Focus follows the app's navigation to the new page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeFocused();
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toHaveText(passwordResetMessages.linkRequested);
  });

  let resetLink = '';
  await test.step('the admin reads the e-mail in the outbox; its link opens in a new tab', async () => {
    const admin = await adminPage(browser);
    const { frame, row } = await openMail(admin, customer.email, 'Reset your Crankworks password');
    await expect(row).toContainText('Kept here: no mail server is set up');
    const link = frame.getByRole('link', { name: 'Choose a new password' });
    resetLink = (await link.getAttribute('href')) ?? '';
    expect(resetLink).toMatch(new RegExp(`^${baseURL}/reset-password\\?token=\\w+`));
    const [tab] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(resetLink);
    await tab.close();
    await expectAccessibleOnPhoneAndDesktop(admin, MAIL_FRAME);
    await admin.context().close();
  });

  await test.step('the link sets a new password that passes the strength rule', async () => {
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm new password').fill('password123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/New password is too easy to guess/)).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText(passwordResetMessages.passwordChanged);
  });

  await test.step('the old password no longer works, the new one does; the link is used up', async () => {
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(`${messages.loginFailed}: `, { exact: false })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(messages.loginSucceeded)).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);

    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill(`${newPassword}x`);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText(passwordResetMessages.linkInvalid);
  });
});

test('the outbox shows the order-placed e-mail with a working link to pay', async ({ page, browser }) => {
  const customer = await signUpCustomer(page, 'Mailed Rider');
  const products = await (await page.request.get('/api/products?limit=1')).json();
  const placed = await page.request.post('/api/order', {
    headers: { origin: baseURL },
    data: {
      productId: products.items[0]._id,
      orderQty: products.items[0].minimumQty,
      ...(await newYorkShipment(page, [products.items[0]._id], '1 Hub Road')),
    },
  });
  expect(placed.status()).toBe(201);
  const { insertedId } = await placed.json();

  const admin = await adminPage(browser);
  // The message's frame inherits the page's Content-Security-Policy: its HTML must live with it.
  const violations: string[] = [];
  admin.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const { frame } = await openMail(admin, customer.email, /Your Crankworks order: /);
  await expect(frame.getByRole('heading', { name: 'Thank you for your order, Mailed Rider' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `${baseURL}/dashboard/payment/${insertedId}`,
  );
  expect(violations).toEqual([]);
  await admin.context().close();
});

test('small fixes: 404 status, the admins-only page, focus after navigation, toasts clear of the nav', async ({
  page,
}) => {
  await test.step('an unknown path is answered 404 with the not-found page', async () => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect((await page.goto('/blogs'))?.status()).toBe(200);
  });

  await test.step('focus moves to the main heading of the page a link leads to', async () => {
    // In the app: a link followed before it has taken the page over loads the next page as HTML.
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  await test.step('on a phone the login toast leaves the nav bar uncovered', async () => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@crankworks.test');
    await page.getByLabel('Password', { exact: true }).fill('Customer#2026demo');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const toast = page.getByText(messages.loginSucceeded);
    await expect(toast).toBeVisible();
    const nav = await page.getByRole('banner').boundingBox();
    const box = await toast.boundingBox();
    expect(nav && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(nav!.y + nav!.height);
  });

  await test.step('the red "Cancel order" button has readable text', async () => {
    await page.setViewportSize(viewports.desktop);
    const products = await (await page.request.get('/api/products?limit=1')).json();
    const { _id: productId, minimumQty } = products.items[0];
    const placed = await page.request.post('/api/order', {
      headers: { origin: baseURL },
      data: {
        productId,
        orderQty: minimumQty,
        ...(await newYorkShipment(page, [productId], '1 Hub Road')),
      },
    });
    expect(placed.status()).toBe(201);
    await page.goto('/dashboard/orders');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /Cancel/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    const confirm = dialog.getByRole('button', { name: 'Cancel order' });
    await expect(confirm).toBeVisible();
    // Measured, not left to axe: it reports a button inside an animated modal as "needs review".
    const { color, background } = await confirm.evaluate((button) => {
      const style = getComputedStyle(button);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    await dialog.getByRole('button', { name: 'Keep order' }).click();
  });

  await test.step('a customer on an admin page reads that it is for admins', async () => {
    await page.goto('/dashboard/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('customer@crankworks.test');
    await expectAccessibleOnPhoneAndDesktop(page);
  });
});
