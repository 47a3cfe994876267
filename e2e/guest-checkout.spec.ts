import { expect, test, type Page } from '@playwright/test';
import { messages, type OutboxMail, type OutboxPage } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { addFirstParts, storedCart } from './browser-cart.ts';
import { expectAccessibleOnPhoneAndDesktop, hydrated, signInAs, viewports } from './fixtures.ts';
import { CUSTOMER_PASSWORD } from './passwords.ts';
import { payWith } from './orders.ts';
import { shipToNewYork } from './shipment.ts';

const cards = { declined: '4000 0000 0000 0002', good: '4242 4242 4242 4242' } as const;

/** The order link in the newest e-mail of `kind` to `recipient`, read from the outbox as an admin. */
async function orderLinkMailed(admin: Page, recipient: string, kind: string) {
  const page = await admin.request.get(`/api/admin/outbox?search=${encodeURIComponent(recipient)}`);
  const item = ((await page.json()) as OutboxPage).items.find((mail) => mail.kind === kind);
  expect(item, `an e-mail "${kind}" to ${recipient}`).toBeDefined();
  const mail = (await (await admin.request.get(`/api/admin/outbox/${item!._id}`)).json()) as OutboxMail;
  const link = new RegExp(`${baseURL}(/order-link/[^\\s]+)`).exec(mail.textBody)?.[1];
  expect(link, mail.textBody).toBeDefined();
  return link!;
}

test('a visitor checks out two parts in chosen quantities as a guest, pays after a declined card, opens the mailed order link without an account and keeps the order in a new account; the admin ships it from the "to ship" queue', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(viewports.desktop);
  const email = `guest-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  let names: string[] = [];

  await test.step('the visitor adds two parts and checks out as a guest', async () => {
    await page.goto('/');
    await hydrated(page);
    names = await addFirstParts(page, 2, { aboveMinimum: true });
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Check out as a guest' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check out as a guest' })).toBeVisible();
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.setViewportSize(viewports.desktop);
  });

  await test.step('a bad e-mail is said at its field; then the order is placed and its payment follows', async () => {
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel('Name', { exact: true }).fill('Gwen Guest');
    await form.getByLabel('Email').fill('not an e-mail');
    await shipToNewYork(form, '3 Freewheel Lane');
    await form.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(/\/order-link\/[^/]+\/pay$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  });

  await test.step('a declined card says what to do and keeps the cart; a good card pays and empties it', async () => {
    await payWith(page, cards.declined);
    await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('alert')).toContainText(
      'Your card was declined.',
    );
    expect(await storedCart(page)).toHaveLength(2);
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.setViewportSize(viewports.desktop);
    await payWith(page, cards.good);
    await expect(page.getByRole('heading', { name: messages.paymentCompleted })).toBeVisible();
    await expect.poll(async () => (await storedCart(page)).length).toBe(0);
  });

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  const placedLink = await orderLinkMailed(admin, email, 'order-placed');
  const paidLink = await orderLinkMailed(admin, email, 'payment-received');

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await test.step('the mailed link shows the paid order to a browser without an account', async () => {
    await visitor.goto(paidLink);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    const invoice = visitor.getByRole('article', { name: 'Invoice' });
    await expect(invoice.getByText('Paid', { exact: true }).first()).toBeVisible();
    for (const name of names) await expect(invoice.getByText(name).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Download invoice (PDF)' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await expectAccessibleOnPhoneAndDesktop(visitor);
    await visitor.setViewportSize(viewports.desktop);
    await visitor.goto(placedLink);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  });

  await test.step('a tampered link says plainly that it is not valid', async () => {
    await visitor.goto(`${placedLink.slice(0, -2)}xx`);
    await expect(visitor.getByText(/This order link is not valid/)).toBeVisible();
    await visitor.goto(placedLink);
  });

  await test.step('creating an account from the link makes the order its own: it shows in My Orders', async () => {
    await visitor.getByRole('link', { name: 'Create an account' }).click();
    const register = visitor.getByRole('form', { name: 'Register' });
    await expect(register.getByLabel('Email')).toHaveValue(email);
    await register.getByLabel('Name').fill('Gwen Guest');
    await register.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await register.getByLabel('Confirm Password').fill(CUSTOMER_PASSWORD);
    await register.getByRole('button', { name: 'Register' }).click();
    const login = visitor.getByRole('form', { name: 'Login' });
    await expect(login.getByLabel('Email')).toHaveValue(email);
    await login.getByLabel('Password').fill(CUSTOMER_PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(visitor.getByText('This order is now in your account.')).toBeVisible();
    await visitor.goto('/dashboard/orders');
    await expect(visitor.getByRole('article').first()).toContainText(names[0] ?? '');
    await expect(visitor.getByRole('article').first().getByText('Paid', { exact: true })).toBeVisible();
  });

  await test.step('the admin finds the order by the reference its page shows and ships it from the "to ship" queue', async () => {
    const orderId = placedLink.split('/').at(-1)!.split('~')[0]!;
    const reference = `#${orderId.slice(0, 8)}`;
    await admin.setViewportSize(viewports.desktop);
    await admin.goto('/dashboard/manageOrders');
    await admin.getByLabel('State').selectOption({ label: 'To ship' });
    await admin.getByLabel('Search by reference, customer, e-mail or part').fill(reference);
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin
      .getByRole('region', { name: 'Orders' })
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: reference }) });
    await expect(row.getByText(email, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /Mark Shipped/ }).click();
    await expect(admin.getByText(/is marked shipped$/)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  await adminContext.close();
  await visitorContext.close();
});
