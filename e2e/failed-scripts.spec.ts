import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './base-url.ts';
import { hydrated } from './fixtures.ts';

/**
 * Fails the first `times` requests for scripts whose name starts with `chunk`, then lets them
 * through; returns how many requests there were (a renamed chunk would make the test pass unfailed).
 */
async function failScript(page: Page, chunk: string, times: number) {
  let requests = 0;
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), (route) =>
    requests++ < times ? route.abort('connectionfailed') : route.continue(),
  );
  return () => requests;
}

/** The paths of the documents the page loaded: a full page load adds one, the app's navigation none. */
function documentsOf(page: Page) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

test('the app’s script failing (its preload and first import) is fetched again, and the page is taken over', async ({
  page,
}) => {
  const requests = await failScript(page, 'app', 2);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  expect(requests()).toBe(3);
});

// The page's code may be fetched ahead, when its link comes on screen, or when the link is followed:
// either way a failure is tried again, and the failures below are set from the first request on.
test('a page whose code fails once is fetched again, and the app shows it in place', async ({ page }) => {
  const documents = documentsOf(page);
  const requests = await failScript(page, 'blogs-page', 1);
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  expect(documents).toEqual(['/login']);
  expect(requests()).toBe(2);
});

test('a page whose code keeps failing (a new release replaced it) is loaded afresh from the server', async ({
  page,
}) => {
  const documents = documentsOf(page);
  const requests = await failScript(page, 'blogs-page', 4);
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).first().click();
  await expect(page).toHaveURL(`${baseURL}/blogs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect.poll(() => documents).toEqual(['/login', '/blogs']);
  // Two tries in the app (on the way to the page, or ahead of it), then the new page's own, once it
  // has painted.
  await expect.poll(requests).toBeGreaterThanOrEqual(3);
});

// A tap that leaves the page before the app has taken it over: the app's code still to run would only
// stand between the tap and the next page, so it waits (boot.ts). Here the next page never comes
// (an answer without content keeps the browser where it is), and the app takes the page over after all.
test('a link followed before the app has taken over holds the app back, which takes over once the page stays', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.route('**/a-page-that-never-comes', (route) => route.fulfill({ status: 204 }));
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/a-page-that-never-comes';
    link.textContent = 'A page that never comes';
    document.querySelector('main')!.prepend(link);
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')!.dataset.hydrated) return;
      observer.disconnect();
      document.body.dataset.hydratedAt = String(performance.now());
    }).observe(document.getElementById('root')!, { attributes: true });
  });
  await page.getByRole('link', { name: 'A page that never comes' }).click();
  const clickedAt = await page.evaluate(() => performance.now());
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/login');
  const hydratedAt = Number(await page.locator('body').getAttribute('data-hydrated-at'));
  // Held for the pause (3 s) from the tap, not taken over as soon as its code arrived.
  expect(hydratedAt - clickedAt).toBeGreaterThan(2_000);
});
