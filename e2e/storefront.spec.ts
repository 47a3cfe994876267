import { expect, test } from '@playwright/test';
import { businessCounters, messages } from '@crankworks/contract';
import { expectAccessible, viewports } from './fixtures.ts';

test.describe('public storefront', () => {
  test('home shows the tagline, counters, products and reviews from the API', async ({ page, request }) => {
    const products = (await (await request.get('/api/products')).json()) as { items: { name: string }[] };
    const reviews = (await (await request.get('/api/reviews')).json()) as { name: string }[];
    expect(products.items.length).toBeGreaterThanOrEqual(8);

    await page.goto('/');
    await expect(page.getByText(messages.tagline)).toBeVisible();
    for (const counter of businessCounters) {
      await expect(page.getByText(String(counter.value), { exact: true })).toBeVisible();
    }
    const firstProduct = products.items[0]!;
    await expect(page.getByRole('heading', { name: firstProduct.name })).toBeVisible();
    await expect(page.getByText(reviews[0]!.name).first()).toBeVisible();
    // A visitor's Buy Now leads to signing in, and from there to the part's order form.
    await expect(page.getByRole('link', { name: /buy now/i }).first()).toHaveAttribute(
      'href',
      /^\/login\?from=%2Fpurchase%2F[0-9a-f-]{36}$/,
    );
  });

  test('the nav bar marks the active link', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/blogs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blogs (active)' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await expect(nav.getByRole('link', { name: 'Portfolio (active)' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toBeVisible();
  });

  test('the mobile menu opens from its disclosure and navigates', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    const menu = page.locator('details:has(#mobile-menu)');
    await expect(menu).not.toHaveAttribute('open');
    await menu.getByText('Menu').click();
    await expect(menu).toHaveAttribute('open');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(menu).not.toHaveAttribute('open');
  });

  test('a link to the contact section lands a phone at the section, once the page above it has loaded', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/#contact');
    await page.waitForTimeout(1000);
    const heading = await page.getByRole('heading', { name: 'Contact us' }).boundingBox();
    // At the top, below the sticky nav (scroll-mt-20), not somewhere down the screen.
    expect(heading?.y).toBeLessThan(200);
  });

  test('the contact form rejects a 21-character first name and delivers a valid message', async ({
    page,
    request,
  }) => {
    // The form loads when its section comes near the screen; the #contact link takes us there.
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: /contact/i });
    // The enhanced form, which names each field's problem, has taken over from the plain one.
    await expect(form.getByText(/characters left/)).toBeVisible();
    await form.getByLabel('First name').fill('A'.repeat(21));
    await form.getByLabel('Last name').fill('Rider');
    await form.getByLabel('Email').fill('rider@example.com');
    await form.getByLabel('Message').fill('Need 40 cranks');
    await form.getByRole('button', { name: /send/i }).click();
    await expect(form.getByText(/at most 20 characters/i)).toBeVisible();
    await expect(page.getByText(messages.contactSent)).toHaveCount(0);

    await form.getByLabel('First name').fill('Ada');
    await form.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(messages.contactSent)).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');
    expect((await request.post('/api/contact', { data: {} })).status()).toBe(400);
  });

  test('the blogs accordion opens one entry at a time', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    const entries = page.getByRole('main').locator('details');
    await expect(entries).toHaveCount(6);
    await entries.nth(1).locator('summary').click();
    await expect(entries.nth(1).locator('p').first()).toBeVisible();
    await entries.nth(2).locator('summary').press('Enter');
    await expect(entries.nth(2).locator('p').first()).toBeVisible();
    await expect(entries.nth(1).locator('p').first()).toBeHidden();
    await expect(entries.nth(0).locator('p').first()).toBeHidden();
  });

  test('an unknown path shows the 404 image and a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    const image = page.getByRole('img', { name: /not found|404/i });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('link', { name: /home/i }).last().click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [name, size] of Object.entries(viewports)) {
    test(`public pages have no serious accessibility violations at ${size.width} px (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      for (const path of ['/', '/blogs', '/portfolio', '/login', '/missing-page']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      }
    });
  }
});
