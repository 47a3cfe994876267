import { expect, test } from '@playwright/test';
import { categoryMessages, type ProductDetail, type ProductPage } from '@crankworks/contract';
import { expectAccessibleOnPhoneAndDesktop, signInAs } from './fixtures.ts';

/** Short and unique per run: names must find this run's categories among earlier runs'. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

test('Categories: the admin adds a category and one inside it, renames it, puts a part in it, is refused deleting the outer one, and deletes both', async ({
  page,
}) => {
  const run = unique();
  const outer = `Gravel ${run}`;
  const inner = `Tyres ${run}`;
  const renamed = `Wide tyres ${run}`;
  await signInAs(page, 'admin');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  // The demo's tree.
  const drivetrain = page.getByRole('list', { name: 'Inside Drivetrain', exact: true });
  await expect(drivetrain.getByText('Cranksets', { exact: true })).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(page);

  const add = page.getByRole('form', { name: 'Add category' });
  const tree = page.getByRole('list', { name: 'Categories', exact: true });
  await test.step('adds a category at the top and one inside it', async () => {
    await add.getByLabel('Name').fill(outer);
    await add.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText(categoryMessages.saved(outer))).toBeVisible();
    await expect(tree.getByRole('button', { name: `Edit ${outer}`, exact: true })).toBeVisible();

    await add.getByLabel('Name').fill(inner);
    await add.getByLabel('Inside').selectOption({ label: outer });
    await add.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText(categoryMessages.saved(inner))).toBeVisible();
    await expect(page.getByRole('list', { name: `Inside ${outer}` }).getByText(inner)).toBeVisible();
  });

  await test.step('renames the inner one in place', async () => {
    await page.getByRole('button', { name: `Edit ${outer} › ${inner}`, exact: true }).click();
    const edit = page.getByRole('form', { name: `Edit ${outer} › ${inner}` });
    await expect(edit.getByLabel('Inside')).toHaveValue(/.+/);
    await expectAccessibleOnPhoneAndDesktop(page);
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save category' }).click();
    await expect(page.getByText(categoryMessages.saved(renamed))).toBeVisible();
    await expect(page.getByRole('list', { name: `Inside ${outer}` }).getByText(renamed)).toBeVisible();
  });

  const [part] = ((await (await page.request.get('/api/products?limit=1')).json()) as ProductPage).items;
  if (!part) throw new Error('the demo catalogue has no part');
  await test.step('puts a part in the inner category from its Edit page', async () => {
    await page.goto(`/dashboard/manageProducts/${part._id}`);
    const categories = page.getByRole('group', { name: 'Categories' });
    const box = categories.getByLabel(`${outer} › ${renamed}`, { exact: true });
    await expect(box).not.toBeChecked();
    await expectAccessibleOnPhoneAndDesktop(page);
    await box.check();
    await page.getByRole('button', { name: 'Save categories' }).click();
    await expect(page.getByText(categoryMessages.partCategoriesSaved)).toBeVisible();

    const detail = (await (await page.request.get(`/api/product/${part._id}`)).json()) as ProductDetail;
    expect(detail.categories.map((path) => path.map((step) => step.name))).toContainEqual([outer, renamed]);
  });

  await test.step('is refused deleting the outer one in words, then deletes the inner and the outer', async () => {
    await page.getByRole('link', { name: 'Categories', exact: true }).click();
    const outerItem = tree
      .getByRole('listitem')
      .filter({ has: page.getByRole('list', { name: `Inside ${outer}` }) });
    await expect(outerItem.getByText('1 part', { exact: true }).first()).toBeVisible();

    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: `Delete ${outer}`, exact: true }).click();
    await expect(dialog).toHaveAccessibleName(`Delete ${outer}?`);
    await dialog.getByRole('button', { name: 'Delete category' }).click();
    await expect(
      page.getByText(`Could not delete ${outer}: ${categoryMessages.hasChildren(outer)}`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${outer}`, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${outer} › ${renamed}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete category' }).click();
    await expect(page.getByText(categoryMessages.deleted(renamed))).toBeVisible();
    await page.getByRole('button', { name: `Delete ${outer}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete category' }).click();
    await expect(page.getByText(categoryMessages.deleted(outer))).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${outer}`, exact: true })).toHaveCount(0);

    const detail = (await (await page.request.get(`/api/product/${part._id}`)).json()) as ProductDetail;
    expect(detail.categories.flat().map((step) => step.name)).not.toContain(outer);
  });
});
