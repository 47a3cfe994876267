import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { NewProduct, Product } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { expectAccessibleOnPhoneAndDesktop, signInAs } from './fixtures.ts';

/** Short and unique per run: names must find this run's parts among earlier runs'. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

/** A CSV file's rows of cells, as the export writes them (the header first). */
type Table = string[][];

/** The table as CSV again, every cell quoted. */
const csvOf = (table: Table) =>
  table.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');

/** Downloads the catalogue from Manage Products' Export CSV link, as its rows. */
async function exportCatalogue(page: Page): Promise<Table> {
  await page.goto('/dashboard/manageProducts');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  return parse(await readFile(await download.path(), 'utf8')) as Table;
}

/** Chooses the table as the CSV file to import, and checks it. */
async function checkFile(page: Page, table: Table) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'parts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf(table)),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
}

test('Import parts: the admin exports the catalogue, adds a part and changes a price in the file, checks and imports it; a negative stock is refused and nothing written', async ({
  page,
}) => {
  const run = unique();
  const changedName = `Import chain ${run}`;
  const newName = `Import cassette ${run}`;
  await signInAs(page, 'admin');
  const part: NewProduct = {
    name: changedName,
    img: '/images/products/chain.svg',
    ShortDescription: 'An 11-speed chain whose price the import changes.',
    price: 24.5,
    availableQty: 30,
    minimumQty: 2,
  };
  const added = await page.request.post('/api/product', { data: part, headers: { origin: baseURL } });
  expect(added.status()).toBe(201);

  const table = await exportCatalogue(page);
  const [header = []] = table;
  const column = (name: string) => header.indexOf(name);
  const changed = table.find((row) => row[column('Name')] === changedName);
  if (!changed) throw new Error('the export lacks the part just added');
  expect(changed[column('Price (USD)')]).toBe('24.5');

  await test.step('checks a file with a new part and a changed price, then imports it', async () => {
    changed[column('Price (USD)')] = '26.75';
    const newRow = header.map(() => '');
    newRow[column('SKU')] = `IMP-${run}`;
    newRow[column('Name')] = newName;
    newRow[column('Price (USD)')] = '54.9';
    newRow[column('Stock')] = '12';
    newRow[column('Minimum order')] = '1';
    newRow[column('Image')] = '/images/products/cassette.svg';
    newRow[column('Description')] = 'An 11-34T cassette added from a CSV file.';
    newRow[column('Categories')] = 'cassettes';
    table.push(newRow);

    await page.getByRole('link', { name: /^Import CSV/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import parts' })).toBeVisible();
    await checkFile(page, table);
    await expect(page.getByRole('status')).toHaveText(/^1 new, 1 changed, \d+ unchanged, 0 refused$/);
    const rows = page.getByRole('table', { name: "The file's rows that are new, changed or refused" });
    await expect(rows.getByRole('row', { name: new RegExp(newName) })).toContainText('New');
    await expect(rows.getByRole('row', { name: new RegExp(changedName) })).toContainText(
      'Price (USD): 24.5 → 26.75',
    );
    await expectAccessibleOnPhoneAndDesktop(page);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByRole('status')).toHaveText('Imported: 1 new, 1 changed');
  });

  await test.step('the new part is in the public catalogue, and the changed price on its part', async () => {
    await page.goto(`/?q=${encodeURIComponent(newName)}`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: newName }) });
    await expect(card.getByText('$54.90')).toBeVisible();
    await page.goto(`/?q=${encodeURIComponent(changedName)}`);
    const changedCard = page.locator('article', { has: page.getByRole('heading', { name: changedName }) });
    await expect(changedCard.getByText('$26.75')).toBeVisible();
  });

  await test.step('a file with a negative stock is refused with its row’s problem, and nothing is written', async () => {
    const again = await exportCatalogue(page);
    const row = again.find((cells) => cells[column('Name')] === changedName);
    if (!row) throw new Error('the export lacks the changed part');
    row[column('Stock')] = '-1';
    row[column('Price (USD)')] = '30';

    await page.goto('/dashboard/manageProducts/import');
    await checkFile(page, again);
    await expect(page.getByRole('alert')).toHaveText(
      '1 row cannot be imported: nothing will be written until the file is fixed.',
    );
    const refused = page.getByRole('row', { name: new RegExp(changedName) });
    await expect(refused).toContainText('Refused');
    await expect(refused).toContainText('Stock must not be negative');
    await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
    await expectAccessibleOnPhoneAndDesktop(page);

    const found = await page.request.get(`/api/products?q=${encodeURIComponent(changedName)}`);
    const [stored] = ((await found.json()) as { items: Product[] }).items;
    expect(stored).toMatchObject({ price: 26.75, availableQty: 30 });
  });
});
