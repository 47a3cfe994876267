import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { DemoLogin } from '@crankworks/contract';
import { expect, type Page } from '@playwright/test';
import { demoLogins } from '../apps/server/src/features/auth/demo-accounts.ts';
import { baseURL } from './base-url.ts';
import { CUSTOMER_PASSWORD } from './passwords.ts';

/** The demo login of a role, read from the server's seed so the two never differ. */
function demoLogin(role: DemoLogin['role']) {
  const login = demoLogins.find((demo) => demo.role === role);
  if (!login) throw new Error(`the server seeds no demo ${role}`);
  return { email: login.email, password: login.password };
}

/** The demo accounts that the server seeds in demo mode. */
export const demoUsers = { admin: demoLogin('admin'), customer: demoLogin('user') } as const;

/** Signs in through the real auth API; the session cookie lands in the page's browser context. */
export async function signInAs(page: Page, who: keyof typeof demoUsers) {
  const { email, password } = demoUsers[who];
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(response.ok(), `sign-in as ${who} answered ${response.status()}`).toBeTruthy();
}

/**
 * Registers a fresh customer through the real auth API and leaves the browser signed in as him.
 * `origin`: the server the page's context talks to, when a spec runs one of its own.
 */
export async function signUpCustomer(page: Page, name = 'Test Rider', origin = baseURL) {
  const email = `rider-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = CUSTOMER_PASSWORD;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin },
  });
  expect(response.ok(), `sign-up answered ${response.status()}`).toBeTruthy();
  // Sign-up never signs in (decision 012): the page's cookies come from signing in.
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin },
  });
  expect(signedIn.ok(), `sign-in answered ${signedIn.status()}`).toBeTruthy();
  return { name, email, password };
}

/** Pays an order of the signed-in customer of `page` on its payment page, with the test processor's good card. */
export async function payWithGoodCard(page: Page, orderId: string) {
  await page.goto(`/dashboard/payment/${orderId}`);
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Postal code').fill('10001');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText(/^Transaction id:/)).toBeVisible();
}

/**
 * Waits for the fades running now, such as a toast sliding in: axe would judge their text's contrast
 * at part opacity, a state no reader is left looking at. Endless animations (spinners) are not awaited.
 */
async function finishFades(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const effect = animation.effect;
          return (
            effect instanceof KeyframeEffect &&
            effect.getTiming().iterations !== Infinity &&
            effect.getKeyframes().some((keyframe) => 'opacity' in keyframe)
          );
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Every script of the app but the boot script (`index-*.js` and Vite's loader of lazy modules, which
 * it imports): what a flaky link or a deploy could fail to deliver.
 */
export const APP_SCRIPTS = /\/assets\/(?!index-|preload-)[^/]+\.js$/;

/** What the test server has logged so far (playwright.config.ts keeps it in a file). */
export function serverLog() {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: playwright.config.ts keeps the server log there');
  return readFileSync(file, 'utf8');
}

/**
 * The app has taken over the server-rendered page (it does so untouched, once the page has painted):
 * links and forms then go through the router rather than whole page loads.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Fails on any serious or critical accessibility violation of the current page. `exclude` leaves out
 * an element, e.g. a sandboxed frame where axe cannot run its script (it waits for it in vain).
 */
export async function expectAccessible(page: Page, exclude?: string) {
  await finishFades(page);
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    severe.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * The page fits the screen's width: nothing makes the whole page scroll sideways (WCAG 1.4.10,
 * reflow); a wide table scrolls inside its own region. Names the first elements that stick out.
 */
export async function expectNoSidewaysScrolling(page: Page) {
  const stickingOut = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
  expect(stickingOut, 'elements wider than the screen').toEqual([]);
}

/**
 * No serious or critical axe violation on a phone or on a desktop (`exclude`: a selector axe skips),
 * and nothing wider than the phone's screen.
 */
export async function expectAccessibleOnPhoneAndDesktop(page: Page, exclude?: string) {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, exclude);
    if (viewport === viewports.phone) await expectNoSidewaysScrolling(page);
  }
}

/** The frame an e-mail is shown in: sandboxed without scripts, so axe cannot look inside it. */
export const MAIL_FRAME = 'iframe[title^="E-mail:"]';

/** Opens the newest e-mail to `recipient` with `subject` on the Outbox page (as an admin) and returns its frame. */
export async function openMail(admin: Page, recipient: string, subject: string | RegExp) {
  await admin.goto('/dashboard/outbox');
  await expect(admin.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await admin.getByLabel('Search e-mails').fill(recipient);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('row').filter({ hasText: recipient }).filter({ hasText: subject }).first();
  await row.getByRole('link', { name: subject }).click();
  await expect(admin.getByRole('heading', { level: 2, name: subject })).toBeFocused();
  return { row, frame: admin.frameLocator(MAIL_FRAME) };
}
