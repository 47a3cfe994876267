import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { messages, putBackNotice, type Order, type OutboxPage } from '@crankworks/contract';
import {
  exitOf,
  freePort,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '../apps/server/test/server-process.ts';
import {
  demoUsers,
  expectAccessibleOnPhoneAndDesktop,
  hydrated,
  MAIL_FRAME,
  openMail,
  signUpCustomer,
} from './fixtures.ts';
import { orderablePart, placeOrder } from './orders.ts';

// A server of this spec's own, whose clock for unpaid orders the spec sets: an order is held two
// minutes and its reminder is due after one; the real passes look twice a second. The shared test
// server keeps the shop's half hour, which other journeys rely on.
const HOLD_MINUTES = 2;
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'crankworks-unpaid-'));
let server: ServerProcess | undefined;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  // A first start migrates and seeds a new database: slow on a busy machine.
  test.setTimeout(150_000);
  server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: 'true',
    WEB_DIST_DIR: 'apps/web/dist',
    ORDER_HOLD_MINUTES: String(HOLD_MINUTES),
    ORDER_REMINDER_MINUTES: '1',
    ORDER_EXPIRY_POLL_MS: '500',
    LOG_LEVEL: 'info',
  });
  await waitForHealth(origin, server, '/api/ready', 120_000);
});

test.afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    // Read after the run with the shared server's, for any password a test typed (server-log-check.ts).
    if (process.env.E2E_SERVER_LOG) appendFileSync(process.env.E2E_SERVER_LOG, server.output());
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The subjects of the e-mails written to `recipient`, as the admin's outbox lists them. */
async function subjectsTo(admin: Page, recipient: string) {
  const answer = await admin.request.get(`/api/admin/outbox?search=${encodeURIComponent(recipient)}`);
  return ((await answer.json()) as OutboxPage).items.map((mail) => mail.subject);
}

test('an unpaid order shows its deadline and Pay Now, is reminded of, expires and goes back in the cart', async ({
  page,
  browser,
}) => {
  test.setTimeout(HOLD_MINUTES * 60_000 + 120_000);
  const customer = await signUpCustomer(page, 'Unhurried Rider', origin);
  const part = await orderablePart(page);
  const orderId = await placeOrder(page, part, '7 Slow Lane, Gearton', origin);
  const placed = (await (await page.request.get(`/api/order/${orderId}`)).json()) as Order;
  expect(placed.heldUntil).not.toBeNull();
  const admin = await (await browser.newContext({ baseURL: origin })).newPage();
  await admin.goto('/login');
  await hydrated(admin);
  await admin.getByLabel('Email').fill(demoUsers.admin.email);
  await admin.getByLabel('Password', { exact: true }).fill(demoUsers.admin.password);
  await admin.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(admin.getByText(messages.loginSucceeded)).toBeVisible();

  await test.step('My Orders shows the deadline in local time, with Pay Now', async () => {
    await page.goto('/dashboard/orders');
    const card = page.getByRole('article', { name: `Order of ${part.name}` });
    await expect(card.getByText('Unpaid')).toBeVisible();
    await expect(card.locator(`time[datetime="${placed.heldUntil}"]`)).toHaveText(/^\d{1,2}:\d{2}\s[AP]M$/);
    await expect(card.getByRole('link', { name: /Pay Now/ })).toHaveAttribute(
      'href',
      `/dashboard/payment/${orderId}`,
    );
    await expectAccessibleOnPhoneAndDesktop(page);
  });

  await test.step("the order's page says it too, with Pay Now", async () => {
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(page.getByText(/Held until .+: pay by then, or the order expires/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
      'href',
      `/dashboard/payment/${orderId}`,
    );
    await expectAccessibleOnPhoneAndDesktop(page);
  });

  await test.step('the order e-mail says until when the parts are held, and leads to paying', async () => {
    const { frame } = await openMail(admin, customer.email, /Your Crankworks order: /);
    await expect(frame.getByRole('row', { name: /Held until .+ UTC/ })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `${origin}/dashboard/payment/${orderId}`,
    );
  });

  await test.step('a reminder goes out once, a minute before the deadline', async () => {
    await expect
      .poll(
        async () =>
          (await subjectsTo(admin, customer.email)).filter((s) => s.startsWith('Unpaid, held until')),
        {
          timeout: 90_000,
          intervals: [2_000],
        },
      )
      .toHaveLength(1);
    const { frame } = await openMail(admin, customer.email, /Unpaid, held until/);
    await expect(frame.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `${origin}/dashboard/payment/${orderId}`,
    );
    await expectAccessibleOnPhoneAndDesktop(admin, MAIL_FRAME);
  });

  await test.step('once the deadline passes the order shows as expired, with Put back in cart', async () => {
    await expect
      .poll(async () => ((await (await page.request.get(`/api/order/${orderId}`)).json()) as Order).status, {
        timeout: 90_000,
        intervals: [2_000],
      })
      .toBe('expired');
    await page.goto('/dashboard/orders');
    const card = page.getByRole('article', { name: `Order of ${part.name}` });
    await expect(card.getByText('Expired', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
    await expect(card.getByText('Held until')).toHaveCount(0);
    await expectAccessibleOnPhoneAndDesktop(page);

    await card.getByRole('button', { name: /Put back in cart/ }).click();
    await expect(page).toHaveURL(`${origin}/cart`);
    await expect(page.getByRole('status').filter({ hasText: putBackNotice({ leftOut: [] }) })).toBeVisible();
    const line = page.getByRole('list', { name: 'Parts in your cart' }).getByRole('listitem');
    await expect(line.getByRole('heading', { name: part.name })).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${part.name}`)).toHaveValue(String(part.minimumQty));
    await expectAccessibleOnPhoneAndDesktop(page);
  });
  await admin.context().close();
});
