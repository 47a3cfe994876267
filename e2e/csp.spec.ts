import { expect, test, type Page } from '@playwright/test';
import { messages } from '@crankworks/contract';
import { demoUsers, signInAs } from './fixtures.ts';

/** Every Content-Security-Policy violation the page reports, as "directive: blocked URI". */
async function recordViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective}: ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('the app runs under its Content-Security-Policy (no inline style but a page’s own, by its hash) without a violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  for (const path of ['/', '/blogs', '/portfolio']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }

  await page.goto('/login');
  await page.getByLabel('Email').fill(demoUsers.customer.email);
  await page.getByLabel('Password', { exact: true }).fill(demoUsers.customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // A toast: react-toastify's styles come from a stylesheet, not an injected <style> tag.
  await expect(page.getByText(messages.loginSucceeded)).toBeVisible();
  await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');

  for (const path of ['/dashboard/orders', '/dashboard/profile', '/dashboard/review']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("the admin's dashboard, its chart included, runs under the same policy", async ({ page }) => {
  const violations = await recordViolations(page);
  await signInAs(page, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('img', { name: /^Sales per day/ }).locator('canvas')).toBeVisible();
  for (const path of ['/dashboard/manageOrders', '/dashboard/users']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
