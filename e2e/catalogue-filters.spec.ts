import { expect, test, type Page } from '@playwright/test';
import { APP_SCRIPTS, expectAccessibleOnPhoneAndDesktop, hydrated } from './fixtures.ts';

/** The demo part that alone has a crank length of 172.5 mm. */
const CRANKSET = 'Forge 2x11 Road Crankset';
const CRANK_LENGTH = '/categories/drivetrain?spec=crank-length%3A172.5';

/** The names of the parts the catalogue lists, as their cards' headings say. */
const listedParts = (page: Page) => page.getByRole('heading', { level: 3 });

const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter parts' });

test('a visitor filters Drivetrain by crank length: only that crankset is left, and the URL says so', async ({
  page,
}) => {
  await page.goto('/categories/drivetrain');
  await hydrated(page);
  await page.getByText('Filters', { exact: true }).click();
  const crankLength = filterForm(page).getByRole('group', { name: 'Crank length' });
  await crankLength.getByRole('checkbox', { name: '172.5 mm (1)' }).check();

  await expect(page).toHaveURL(CRANK_LENGTH);
  await expect(listedParts(page)).toHaveText([CRANKSET]);
  await expect(page.getByText('Filters (1 chosen)')).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(page);

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/categories/drivetrain');
  await expect(listedParts(page)).not.toHaveText([CRANKSET]);
});

test.describe('without the app', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(APP_SCRIPTS, (route) => route.abort('connectionfailed'));
  });

  test('a filtered address is rendered by the server with its list and its panel', async ({ page }) => {
    await page.goto(CRANK_LENGTH);
    await expect(listedParts(page)).toHaveText([CRANKSET]);
    const form = filterForm(page);
    await expect(form.getByRole('checkbox', { name: '172.5 mm (1)' })).toBeChecked();
    await expect(form.getByRole('link', { name: 'Cranksets (1)' })).toHaveAttribute(
      'href',
      '/categories/cranksets?spec=crank-length%3A172.5',
    );
  });

  test('the panel’s form filters through the server', async ({ page }) => {
    await page.goto('/categories/drivetrain');
    await page.getByText('Filters', { exact: true }).click();
    const form = filterForm(page);
    await form
      .getByRole('group', { name: 'Material' })
      .getByRole('checkbox', { name: /^Steel \(\d+\)$/ })
      .check();
    await form.getByRole('button', { name: 'Apply filters' }).click();

    await expect(page).toHaveURL(/\/categories\/drivetrain\?price=&spec=material%3ASteel$/);
    await expect(listedParts(page)).toContainText(['LinkPro 11-Speed Chain', 'RidgeLine 11-34T Cassette']);
    await expect(listedParts(page).filter({ hasText: CRANKSET })).toHaveCount(0);
    await expect(form.getByRole('checkbox', { name: /^Steel \(\d+\)$/ })).toBeChecked();
  });

  test('a part’s page shows its specifications, its variant chosen through the server', async ({ page }) => {
    await page.goto(CRANK_LENGTH);
    await page.getByRole('link', { name: CRANKSET, exact: true }).click();
    const specs = page.getByRole('table', { name: 'Specifications' });
    await expect(specs.getByRole('row', { name: 'Crank length 165 mm' })).toBeVisible();
    const chooser = page.getByRole('form', { name: 'Choose a variant' });
    await chooser.getByRole('radio', { name: /^172\.5 mm/ }).check();
    await chooser.getByRole('button', { name: 'Show this variant' }).click();
    await expect(page).toHaveURL(/\?variant=[0-9a-f-]{36}$/);
    await expect(page.getByText('SKU: FG-RC211-1725')).toBeVisible();
    await expect(specs.getByRole('row', { name: 'Crank length 172.5 mm' })).toBeVisible();
    await expect(specs.getByRole('row', { name: 'Material Aluminium' })).toBeVisible();
  });
});
