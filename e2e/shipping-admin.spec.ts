import { expect, test } from '@playwright/test';
import { shippingMessages } from '@crankworks/contract';
import { expectAccessibleOnPhoneAndDesktop, signInAs } from './fixtures.ts';

test('Shipping: the admin adds a zone with a method and two rates, edits a rate, is refused a country another zone has, and deletes the zone', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Shipping', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  // The demo's zones.
  const zones = page.getByRole('list', { name: 'Shipping zones' });
  await expect(zones.getByRole('heading', { name: 'United States' })).toBeVisible();
  await expect(
    zones.getByText(/^Standard · up to 1,000 g \$6\.95 · .* · free from \$150\.00 · 3–5 business days$/),
  ).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(page);

  await page.getByRole('button', { name: 'Add a zone' }).click();
  const form = page.getByRole('form', { name: 'Add a shipping zone' });
  await form.getByLabel('Name', { exact: true }).fill('Japan');
  await form.getByLabel('Country 1', { exact: true }).selectOption({ label: 'Japan' });
  await expect(form.getByLabel('Region of country 1')).toBeDisabled();
  await form.getByRole('button', { name: 'Add a method' }).click();
  await form.getByLabel('Method 1 rate 1 up to (g)').fill('2000');
  await form.getByLabel('Method 1 rate 1 price (USD)').fill('24.95');
  // The add buttons keep their own width: stretched across the form they read as its submit.
  for (const name of ['Add a country or region', 'Add a method', 'Add a rate to method 1']) {
    const [button, whole] = [
      await form.getByRole('button', { name }).boundingBox(),
      await form.boundingBox(),
    ];
    expect(button!.width).toBeLessThan(whole!.width / 2);
  }
  await form.getByRole('button', { name: 'Add a rate to method 1' }).click();
  await form.getByLabel('Method 1 rate 2 price (USD)').fill('49.95');
  await expectAccessibleOnPhoneAndDesktop(page);
  await form.getByRole('button', { name: 'Save zone' }).click();
  await expect(page.getByText(shippingMessages.saved)).toBeVisible();
  const japan = zones.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Japan' }) });
  await expect(
    japan.getByText('Standard · up to 2,000 g $24.95 · and above $49.95 · 2–5 business days'),
  ).toBeVisible();

  // Edit a rate; then add the United States, which the demo's zone of that name has.
  await japan.getByRole('button', { name: 'Edit Japan' }).click();
  const edit = page.getByRole('form', { name: 'Edit the zone Japan' });
  await edit.getByLabel('Method 1 rate 1 price (USD)').fill('19.95');
  await edit.getByRole('button', { name: 'Save zone' }).click();
  await expect(
    japan.getByText('Standard · up to 2,000 g $19.95 · and above $49.95 · 2–5 business days'),
  ).toBeVisible();

  await japan.getByRole('button', { name: 'Edit Japan' }).click();
  await edit.getByRole('button', { name: 'Add a country or region' }).click();
  await edit.getByLabel('Country 2', { exact: true }).selectOption({ label: 'United States' });
  await edit.getByRole('button', { name: 'Save zone' }).click();
  await expect(edit.getByText('United States is already in the zone United States')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await japan.getByRole('button', { name: 'Delete Japan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the zone Japan?' });
  await dialog.getByRole('button', { name: 'Delete zone' }).click();
  await expect(page.getByText(shippingMessages.deleted)).toBeVisible();
  await expect(zones.getByRole('heading', { name: 'Japan' })).toHaveCount(0);
});
