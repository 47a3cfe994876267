import { expect, test } from '@playwright/test';
import { refusalOf, specMessages, type ProductDetail, type ProductPage } from '@crankworks/contract';
import { expectAccessibleOnPhoneAndDesktop, signInAs } from './fixtures.ts';

/** Short and unique per run: names must find this run's specification among earlier runs'. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

test('Specifications: the admin adds one, gives a part a value of it (a wrong one refused at its row), is refused deleting it while the part gives it, and deletes it once taken off', async ({
  page,
}) => {
  const name = `Arm length ${unique()}`;
  await signInAs(page, 'admin');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Specifications', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Specifications' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Specifications' });
  // The demo's specifications.
  await expect(table.getByRole('row', { name: /^Crank length Number mm/ })).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(page);

  await test.step('adds a number specification in mm', async () => {
    const add = page.getByRole('form', { name: 'Add specification' });
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Kind').selectOption({ label: 'Number' });
    await add.getByLabel('Unit (optional)').fill('mm');
    await add.getByRole('button', { name: 'Add specification' }).click();
    await expect(page.getByText(specMessages.saved(name))).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`^${name} Number mm 0 parts `) })).toBeVisible();
  });

  const [part] = ((await (await page.request.get('/api/products?limit=1')).json()) as ProductPage).items;
  if (!part) throw new Error('the demo catalogue has no part');
  const detail = async () =>
    (await (await page.request.get(`/api/product/${part._id}`)).json()) as ProductDetail;
  const form = page.getByRole('form', { name: 'Specifications' });
  const value = form.getByLabel(`Value of ${name}`, { exact: true });
  await test.step('gives a part a value of it from its Edit page, a wrong one refused at its row', async () => {
    const row = (await detail()).specs.length + 1;
    await page.goto(`/dashboard/manageProducts/${part._id}`);
    await form.getByRole('button', { name: 'Add a specification' }).click();
    await form.getByLabel(`Specification ${row}`, { exact: true }).selectOption({ label: name });
    await value.fill('abc');
    await form.getByRole('button', { name: 'Save specifications' }).click();
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription(
      `${refusalOf(`specs.${row - 1}.value`, specMessages.notANumber)} mm`,
    );
    await expectAccessibleOnPhoneAndDesktop(page);

    await value.fill('165');
    await form.getByRole('button', { name: 'Save specifications' }).click();
    await expect(page.getByText(specMessages.partSpecsSaved)).toBeVisible();
    await expect(value).toHaveAttribute('aria-invalid', 'false');
    expect((await detail()).specs).toContainEqual(
      expect.objectContaining({ name, kind: 'number', unit: 'mm', value: '165' }),
    );
  });

  await test.step('is refused deleting it while the part gives it, and deletes it once taken off', async () => {
    const dialog = page.getByRole('dialog');
    await page.getByRole('link', { name: 'Specifications', exact: true }).click();
    await expect(table.getByRole('row', { name: new RegExp(`^${name} Number mm 1 part `) })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await expect(dialog).toHaveAccessibleName(`Delete ${name}?`);
    await dialog.getByRole('button', { name: 'Delete specification' }).click();
    await expect(page.getByText(`Could not delete ${name}: ${specMessages.inUse(name, 1)}`)).toBeVisible();

    await page.goto(`/dashboard/manageProducts/${part._id}`);
    await form.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
    await form.getByRole('button', { name: 'Save specifications' }).click();
    await expect(page.getByText(specMessages.partSpecsSaved)).toBeVisible();
    expect((await detail()).specs.map((spec) => spec.name)).not.toContain(name);

    await page.getByRole('link', { name: 'Specifications', exact: true }).click();
    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete specification' }).click();
    await expect(page.getByText(specMessages.deleted(name))).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${name}`, exact: true })).toHaveCount(0);
  });
});
