import { expect, test } from '@playwright/test';
import { addressMessages } from '@crankworks/contract';
import { expectAccessibleOnPhoneAndDesktop, signUpCustomer } from './fixtures.ts';

test('My Profile: Addresses adds a US and a Dutch address, refuses a bad postal code at its field, moves a default and deletes one', async ({
  page,
}) => {
  await signUpCustomer(page, 'Address Rider');
  await page.goto('/dashboard/profile');
  const book = page.getByRole('region', { name: 'Addresses' });
  await expect(book.getByText('You have no saved addresses yet.')).toBeVisible();

  await book.getByRole('button', { name: 'Add an address' }).click();
  const form = book.getByRole('form', { name: 'New address' });
  await expect(form.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Ada Rider');
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('Address line 1').fill('350 Fifth Avenue');
  await form.getByLabel('City').fill('New York');
  await form.getByLabel('State').selectOption('NY');
  await form.getByLabel('Postal code').fill('10118');
  await form.getByLabel('Phone').fill('+1 212 555 0100');
  await expectAccessibleOnPhoneAndDesktop(page);
  await form.getByLabel('Phone').press('Enter');
  await expect(page.getByText(addressMessages.saved)).toBeVisible();
  const home = book.getByRole('listitem').filter({ hasText: '350 Fifth Avenue' });
  await expect(home.getByText('Default shipping')).toBeVisible();
  await expect(home.getByText('Default billing')).toBeVisible();

  await book.getByRole('button', { name: 'Add an address' }).click();
  const dutch = book.getByRole('form', { name: 'New address' });
  await dutch.getByLabel('Full name').fill('Fietsen Jansen');
  await dutch.getByLabel('Company (optional)').fill('Jansen Fietsen B.V.');
  await dutch.getByLabel('Country').selectOption('NL');
  await expect(dutch.getByLabel('State')).toHaveCount(0);
  await dutch.getByLabel('Address line 1').fill('Damrak 1');
  await dutch.getByLabel('City').fill('Amsterdam');
  const postalCode = dutch.getByLabel('Postal code');
  await expect(postalCode).toHaveAttribute('type', 'text');
  await expect(postalCode).toHaveAttribute('autocomplete', 'postal-code');
  await postalCode.fill('1012');
  await dutch.getByLabel('Phone').fill('+31 20 555 0100');
  await dutch.getByLabel(/^VAT or tax ID/).fill('NL123456789B01');
  await dutch.getByRole('button', { name: 'Save address' }).click();
  await expect(dutch.getByText('Postal code must be a Dutch postal code, like 1234 AB')).toBeVisible();
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleOnPhoneAndDesktop(page);
  await postalCode.fill('1012 lg');
  await dutch.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByRole('form')).toHaveCount(0);

  const shop = book.getByRole('listitem').filter({ hasText: 'Damrak 1' });
  await expect(shop).toContainText('1012 LG');
  await shop.getByRole('button', { name: /^Use for billing/ }).click();
  await expect(shop.getByText('Default billing')).toBeVisible();
  await expect(home.getByText('Default billing')).toHaveCount(0);
  await expect(home.getByText('Default shipping')).toBeVisible();

  await page.reload();
  await expect(book.getByRole('listitem')).toHaveCount(2);
  await shop.getByRole('button', { name: /^Delete / }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByText(addressMessages.deleted)).toBeVisible();
  await expect(book.getByRole('listitem')).toHaveCount(1);
});
