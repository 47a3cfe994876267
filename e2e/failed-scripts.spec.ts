import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './base-url.ts';
import { hydrated } from './fixtures.ts';

/** Fails the first `times` requests for scripts whose name starts with `chunk`, then lets them through. */
async function failScript(page: Page, chunk: string, times: number) {
  let failed = 0;
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), (route) =>
    failed++ < times ? route.abort('connectionfailed') : route.continue(),
  );
}

/** The paths of the documents the page loaded: a full page load adds one, the app's navigation none. */
function documentsOf(page: Page) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

test('the app’s script failing once is fetched again, and the page is taken over', async ({ page }) => {
  await failScript(page, 'main', 1);
  await page.goto('/');
  await hydrated(page);
});

test('a page whose code fails once on the app’s navigation is fetched again, in place', async ({ page }) => {
  const documents = documentsOf(page);
  await page.goto('/login');
  await hydrated(page);
  await failScript(page, 'blogs-page', 1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  expect(documents).toEqual(['/login']);
});

test('a page whose code keeps failing (a new release replaced it) is loaded afresh from the server', async ({
  page,
}) => {
  const documents = documentsOf(page);
  await page.goto('/login');
  await hydrated(page);
  await failScript(page, 'blogs-page', 2);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).first().click();
  await expect(page).toHaveURL(`${baseURL}/blogs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect.poll(() => documents).toEqual(['/login', '/blogs']);
});
