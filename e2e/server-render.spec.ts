import { expect, test, type Page } from '@playwright/test';
import { businessCounters, messages } from '@crankworks/contract';
import { signInAs } from './fixtures.ts';

interface Part {
  _id: string;
  name: string;
}

/** Console errors and warnings (React reports hydration mismatches there), and every /api request. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  return { problems, apiCalls };
}

/** The first interaction loads the app, which takes over the server's HTML. */
async function hydrated(page: Page) {
  await page.mouse.move(10, 10);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
}

/** Every script the page fetches, by path. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('server-rendered pages', () => {
  test('the home page waits for an interaction, then hydrates without a mismatch or a refetch', async ({
    page,
  }) => {
    const { problems, apiCalls } = watch(page);
    const scripts = scriptsOf(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // Only the small boot script until the visitor does something.
    expect(scripts).toHaveLength(1);

    // The first click (on the menu, before the app is there) loads the app and is then carried out.
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.length).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);

    await page.getByLabel('Search parts').fill('zzz-no-such-part');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No parts match “zzz-no-such-part”')).toBeVisible();
    expect(apiCalls).toContain('/api/products');
  });

  test('what a visitor types and sends before the app has loaded is carried out', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Typing focuses the field (which starts loading the app); Enter sends the form.
    await page.getByLabel('Search parts').pressSequentially('zzz-typed-early');
    await page.keyboard.press('Enter');
    await expect(page.getByText('No parts match “zzz-typed-early”')).toBeVisible();
    await expect(page.getByLabel('Search parts')).toHaveValue('zzz-typed-early');
  });

  test('a product page has its own title and description once, and stays quiet on hydration', async ({
    page,
    request,
  }) => {
    const { items } = (await (await request.get('/api/products?limit=1')).json()) as { items: Part[] };
    const part = items[0]!;
    const { problems, apiCalls } = watch(page);
    await page.goto(`/products/${part._id}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(`${part.name} | Crankworks`);
    await expect(page.locator('head > title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('an unknown page answers 404 with the not-found page', async ({ page }) => {
    const { problems } = watch(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Crankworks');
    // Chromium logs the document's own 404; nothing else may appear.
    expect(problems.filter((text) => !text.includes('status of 404'))).toEqual([]);
  });

  test('the nav shows the signed-in customer from the first paint, without a flip', async ({ page }) => {
    await signInAs(page, 'customer');
    const { problems, apiCalls } = watch(page);
    const response = await page.goto('/blogs');
    expect(await response?.text()).toContain('>Dashboard</a>');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    // The access token the session keeps for API clients is the only call.
    expect(apiCalls.filter((path) => !path.startsWith('/api/user/'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the hero, parts, counters and reviews', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products?limit=6')).json()) as { items: Part[] };
    const reviews = (await (await request.get('/api/reviews')).json()) as { name: string }[];
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crankworks Bicycle Parts' })).toBeVisible();
    await expect(page.getByText(messages.tagline)).toBeVisible();
    await expect(page.getByRole('img', { name: /road bicycle/ })).toBeVisible();
    for (const part of items) await expect(page.getByRole('heading', { name: part.name })).toBeVisible();
    for (const counter of businessCounters) {
      await expect(page.getByText(String(counter.value), { exact: true })).toBeVisible();
    }
    await expect(page.getByText(reviews[0]!.name).first()).toBeVisible();
  });

  test('the blogs and the portfolio can be read, and links lead from page to page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(page.locator('main details[open] p').first()).toBeVisible();
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test('a part has its own page', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products?limit=1')).json()) as { items: Part[] };
    await page.goto(`/products/${items[0]!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: items[0]!.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /Buy Now/ })).toBeVisible();
  });
});
