import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CATALOGUE_CSV_COLUMNS,
  type Cart,
  type ImportReport,
  type ProductDetail,
} from '@crankworks/contract';
import { product } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { seedSteps } from '../src/seed-steps.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, stockOf } from './order-fixtures.ts';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  await seedDatabase(t.database.db, seedSteps, { ...t.app.deps.config, demo: true }, t.app.log);
  admin = await signUp(t.app, { role: 'admin' });
});
afterEach(() => t.app.close());

const as = (who: TestUser | undefined, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...who?.headers, ...options.headers } });
const exported = async () => {
  const response = await as(admin, { method: 'GET', url: '/api/admin/products/export' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  return response.body;
};
const importCsv = (csv: string, dryRun: boolean) =>
  as(admin, { method: 'POST', url: '/api/admin/products/import', payload: { csv, dryRun } });
const detail = async (id: string) =>
  (await as(undefined, { method: 'GET', url: `/api/product/${id}` })).json<ProductDetail>();
const tableOf = (csv: string) => parse(csv) as string[][];
const csvOf = (table: string[][]) =>
  table.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');
const column = (table: string[][], name: string) => table[0]!.indexOf(name);
const rowOf = (table: string[][], name: string) => table.find((row) => row[column(table, 'Name')] === name)!;
const rowOfSku = (table: string[][], sku: string) => table.find((row) => row[column(table, 'SKU')] === sku)!;
/** A row of the table's columns, with these cells by column name and the rest empty. */
const newRow = (table: string[][], cells: Record<string, string>) =>
  table[0]!.map((name) => cells[name] ?? '');
/** Each problem of a report as "line message". */
const problemsOf = (report: ImportReport) =>
  report.rows.flatMap((row) => row.problems.map((problem) => `${row.line} ${problem.message}`));

const CRANKSET = 'FG-RC211-165';

describe('the catalogue as CSV', () => {
  it('exports each product’s row then its variants’, with categories, tiers and specifications, and reads back unchanged', async () => {
    const csv = await exported();
    const table = tableOf(csv);
    // The documented header, then a column per specification.
    expect(table[0]!.slice(0, CATALOGUE_CSV_COLUMNS.length)).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(table[0]).toContain('Spec: crank-length');
    const at = (row: string[], name: string) => row[column(table, name)];
    const first = table.findIndex((row) => at(row, 'SKU') === CRANKSET);
    const crankset = table.slice(first, first + 4);
    expect(crankset.map((row) => at(row, 'SKU'))).toEqual([
      CRANKSET,
      'FG-RC211-170',
      'FG-RC211-1725',
      'FG-RC211-175',
    ]);
    expect(crankset.map((row) => at(row, 'Variant of'))).toEqual(['', CRANKSET, CRANKSET, CRANKSET]);
    expect(crankset.map((row) => at(row, 'Option values'))).toEqual([
      '165 mm',
      '170 mm',
      '172.5 mm',
      '175 mm',
    ]);
    expect(crankset.map((row) => at(row, 'Spec: crank-length'))).toEqual(['165', '170', '172.5', '175']);
    expect(crankset.map((row) => at(row, 'Stock'))).toEqual(['640', '880', '1200', '420']);
    expect(crankset.map((row) => at(row, 'Price (USD)'))).toEqual(['189.99', '189.99', '189.99', '194.99']);
    // The product's columns are on its own row only.
    for (const name of ['Name', 'Options', 'Categories', 'Image', 'Description', 'Status'])
      expect(crankset.map((row) => at(row, name) !== '')).toEqual([true, false, false, false]);
    expect(at(crankset[0]!, 'Name')).toBe('Forge 2x11 Road Crankset');
    expect(at(crankset[0]!, 'Options')).toBe('Crank length');
    expect(at(crankset[0]!, 'Categories')).toBe('cranksets');
    // 13 products, three of them with three variants besides their own row.
    expect(table).toHaveLength(1 + 13 + 9);

    const report = (await importCsv(csv, true)).json<ImportReport>();
    expect(report).toMatchObject({ applied: false, created: 0, updated: 0, unchanged: 22, refused: 0 });
  });

  it('reports a change and a new part on a dry run, writes nothing, then writes both', async () => {
    const table = tableOf(await exported());
    const crankset = rowOfSku(table, CRANKSET);
    const price = column(table, 'Price (USD)');
    const before = crankset[price];
    crankset[price] = '179.99';
    crankset[column(table, 'Spec: crank-length')] = '167.5';
    table.push(
      newRow(table, {
        SKU: 'FG-RC211-160',
        Name: 'Forge 2x11 Road Crankset 160',
        'Price (USD)': '229.99',
        Stock: '12',
        'Minimum order': '1',
        Image: '/images/products/crankset.svg',
        Description: 'The short-armed one.',
        Categories: 'cranksets',
        'Price tiers': '5:219.99; 10:209.99',
        'Spec: crank-length': '160',
        'Spec: speeds': '11',
      }),
    );
    const csv = csvOf(table);

    const dry = (await importCsv(csv, true)).json<ImportReport>();
    expect(dry).toMatchObject({ applied: false, created: 1, updated: 1, unchanged: 21, refused: 0 });
    expect(dry.rows.find((row) => row.action === 'update')).toMatchObject({
      name: 'Forge 2x11 Road Crankset — 165 mm',
      changes: [`Price (USD): ${before} → 179.99`, 'Spec: crank-length: 165 → 167.5'],
    });
    expect(dry.rows.find((row) => row.action === 'create')).toMatchObject({ line: 24, partId: null });
    expect((await detail(crankset[0]!)).price).toBe(Number(before));

    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<ImportReport>()).toMatchObject({ applied: true, created: 1, updated: 1 });
    expect((await detail(crankset[0]!)).price).toBe(179.99);
    const made = await detail(rowOfSku(tableOf(await exported()), 'FG-RC211-160')[0]!);
    expect(made).toMatchObject({ name: 'Forge 2x11 Road Crankset 160', options: [] });
    expect(made.variants.map((variant) => variant.sku)).toEqual(['FG-RC211-160']);
    expect(made.tiers).toEqual([
      { minQty: 5, price: 219.99 },
      { minQty: 10, price: 209.99 },
    ]);
    expect(made.categories.map((path) => path.map((step) => step.slug))).toEqual([
      ['drivetrain', 'cranksets'],
    ]);
    expect(made.specs.map((spec) => [spec.key, spec.value])).toEqual([
      ['crank-length', '160'],
      ['speeds', '11'],
    ]);
    // What was written reads back unchanged.
    expect((await importCsv(await exported(), true)).json<ImportReport>()).toMatchObject({ unchanged: 23 });
  });

  it('creates a product with two options and its variants from one file, checked first, as its page then reads it', async () => {
    const header = tableOf(await exported()).slice(0, 1);
    const productColumns = {
      Name: 'Lock-on Grips',
      Image: '/images/products/handlebar.svg',
      Description: 'Soft grips with a clamp at each end.',
      Categories: 'handlebars',
      'Minimum order': '2',
    };
    const file = [
      ...header,
      newRow(header, {
        ...productColumns,
        SKU: 'LG-S-BLK',
        Options: 'Size; Colour',
        'Option values': 'S; Black',
        'Price (USD)': '19.5',
        Stock: '40',
      }),
      // A variant's row may repeat its product's columns, and name it in any case.
      newRow(header, {
        ...productColumns,
        SKU: 'LG-L-BLK',
        'Variant of': 'lg-s-blk',
        'Option values': 'L; Black',
        'Price (USD)': '21',
        Stock: '25',
        'Weight (g)': '130',
      }),
      newRow(header, {
        SKU: 'LG-S-RED',
        'Variant of': 'LG-S-BLK',
        'Option values': 'S; Red',
        'Price (USD)': '19.5',
        Stock: '0',
        'Minimum order': '2',
        'Price tiers': '10:18',
      }),
    ];
    const csv = csvOf(file);

    const dry = (await importCsv(csv, true)).json<ImportReport>();
    expect(dry).toMatchObject({ applied: false, created: 3, updated: 0, refused: 0 });
    expect(dry.rows.map((row) => row.name)).toEqual([
      'Lock-on Grips — S / Black',
      'Lock-on Grips — L / Black',
      'Lock-on Grips — S / Red',
    ]);
    expect(await exported()).not.toContain('LG-S-BLK');

    expect((await importCsv(csv, false)).json<ImportReport>()).toMatchObject({ applied: true, created: 3 });
    const after = tableOf(await exported());
    const made = await detail(rowOfSku(after, 'LG-S-BLK')[0]!);
    expect(made).toMatchObject({ name: 'Lock-on Grips', options: ['Size', 'Colour'], price: 19.5 });
    expect(made.categories.map((path) => path.map((step) => step.slug))).toEqual([['cockpit', 'handlebars']]);
    expect(
      made.variants.map(({ sku, values, name, price, availableQty, minimumQty, weightGrams, tiers }) => ({
        sku,
        values,
        name,
        price,
        availableQty,
        minimumQty,
        weightGrams,
        tiers,
      })),
    ).toEqual([
      {
        sku: 'LG-S-BLK',
        values: ['S', 'Black'],
        name: 'Lock-on Grips — S / Black',
        price: 19.5,
        availableQty: 40,
        minimumQty: 2,
        weightGrams: 0,
        tiers: [],
      },
      {
        sku: 'LG-L-BLK',
        values: ['L', 'Black'],
        name: 'Lock-on Grips — L / Black',
        price: 21,
        availableQty: 25,
        minimumQty: 2,
        weightGrams: 130,
        tiers: [],
      },
      {
        sku: 'LG-S-RED',
        values: ['S', 'Red'],
        name: 'Lock-on Grips — S / Red',
        price: 19.5,
        availableQty: 0,
        minimumQty: 2,
        weightGrams: 0,
        tiers: [{ minQty: 10, price: 18 }],
      },
    ]);
    // The export lists them as the file did, and reads back unchanged.
    const start = after.findIndex((row) => row[column(after, 'SKU')] === 'LG-S-BLK');
    expect(after.slice(start, start + 3).map((row) => row[column(after, 'Variant of')])).toEqual([
      '',
      'LG-S-BLK',
      'LG-S-BLK',
    ]);
    expect((await importCsv(csvOf(after), true)).json<ImportReport>()).toMatchObject({
      unchanged: after.length - 1,
    });
  });

  it('changes a variant’s price and stock, and nothing of its product’s', async () => {
    const table = tableOf(await exported());
    const variant = rowOfSku(table, 'FG-RC211-1725');
    variant[column(table, 'Price (USD)')] = '199.99';
    variant[column(table, 'Stock')] = '1150';

    const dry = (await importCsv(csvOf(table), true)).json<ImportReport>();
    expect(dry).toMatchObject({ updated: 1, unchanged: 21 });
    expect(dry.rows.find((row) => row.action === 'update')).toMatchObject({
      line: table.indexOf(variant) + 1,
      partId: variant[0],
      name: 'Forge 2x11 Road Crankset — 172.5 mm',
      changes: ['Price (USD): 189.99 → 199.99', 'Stock: 1200 → 1150'],
    });
    expect((await importCsv(csvOf(table), false)).statusCode).toBe(200);
    expect(tableOf(await exported())).toEqual(table);

    const crankset = await detail(rowOfSku(table, CRANKSET)[0]!);
    expect(crankset).toMatchObject({ price: 189.99, availableQty: 640 });
    expect(crankset.variants.find((row) => row.sku === 'FG-RC211-1725')).toMatchObject({
      price: 199.99,
      availableQty: 1150,
    });
  });

  it('adds a variant to a stored product from a file of that row alone, after its others', async () => {
    const header = tableOf(await exported()).slice(0, 1);
    const variant = (values: string, sku: string) =>
      csvOf([
        ...header,
        newRow(header, {
          SKU: sku,
          'Variant of': CRANKSET.toLowerCase(),
          'Option values': values,
          'Price (USD)': '199.99',
          Stock: '50',
          'Minimum order': '10',
          'Spec: crank-length': '180',
        }),
      ]);
    const twin = (await importCsv(variant('170 MM', 'FG-RC211-170B'), true)).json<ImportReport>();
    expect(problemsOf(twin)).toEqual([
      '2 Option values are those of "FG-RC211-170", a variant of the same product',
    ]);
    const taken = (await importCsv(variant('180 mm', 'su-st318-90'), true)).json<ImportReport>();
    expect(problemsOf(taken)).toEqual(["2 SKU is already another part's"]);

    const applied = await importCsv(variant('180 mm', 'FG-RC211-180'), false);
    expect(applied.json<ImportReport>()).toMatchObject({ applied: true, created: 1 });
    const id = rowOfSku(tableOf(await exported()), CRANKSET)[0]!;
    const crankset = await detail(id);
    expect(crankset.variants.map((row) => row.name)).toEqual([
      'Forge 2x11 Road Crankset — 165 mm',
      'Forge 2x11 Road Crankset — 170 mm',
      'Forge 2x11 Road Crankset — 172.5 mm',
      'Forge 2x11 Road Crankset — 175 mm',
      'Forge 2x11 Road Crankset — 180 mm',
    ]);
    expect(crankset.variants.at(-1)?.specs.map((spec) => spec.value)).toEqual(['180']);
  });

  it('makes a product’s name, pictures and status its variants’ too, and takes them out of carts when it is hidden', async () => {
    const customer = await signUp(t.app);
    const table = tableOf(await exported());
    const variantId = rowOfSku(table, 'FG-RC211-170')[0]!;
    const put = await as(customer, { method: 'PUT', url: `/api/cart/${variantId}`, payload: { qty: 10 } });
    expect(put.statusCode).toBe(200);
    const crankset = rowOfSku(table, CRANKSET);
    crankset[column(table, 'Name')] = 'Forge Road Crankset';
    crankset[column(table, 'Options')] = 'Arm length';
    crankset[column(table, 'More images')] =
      '/images/products/chainring.svg; /images/products/crankset-arm.svg';
    crankset[column(table, 'Status')] = 'draft';

    const report = (await importCsv(csvOf(table), false)).json<ImportReport>();
    expect(report).toMatchObject({ applied: true, updated: 1 });
    const cart = (await as(customer, { method: 'GET', url: '/api/cart' })).json<Cart>();
    expect(cart).toMatchObject({ lines: [], dropped: ['Forge Road Crankset — 170 mm'] });
    const hidden = await as(undefined, { method: 'GET', url: `/api/product/${variantId}` });
    expect(hidden.statusCode).toBe(404);

    crankset[column(table, 'Status')] = 'active';
    expect((await importCsv(csvOf(table), false)).statusCode).toBe(200);
    const made = await detail(variantId);
    expect(made).toMatchObject({ name: 'Forge Road Crankset', options: ['Arm length'] });
    expect(made.variants.map((row) => row.name)).toEqual([
      'Forge Road Crankset — 165 mm',
      'Forge Road Crankset — 170 mm',
      'Forge Road Crankset — 172.5 mm',
      'Forge Road Crankset — 175 mm',
    ]);
    const pictures = await t.database.db
      .select({ moreImages: product.moreImages })
      .from(product)
      .where(eq(product.variantOf, crankset[0]!));
    expect(pictures.map((row) => row.moreImages)).toEqual(
      Array(3).fill(['/images/products/chainring.svg', '/images/products/crankset-arm.svg']),
    );
    // What was written is what the file said.
    expect(tableOf(await exported())).toEqual(table);
  });

  it('refuses every bad row by line and column, and imports none of the file', async () => {
    const part = await addProduct(t.database.db, { name: '=SUM(A1)', availableQty: 40 });
    const table = tableOf(await exported());
    // A name a spreadsheet would run as a formula was guarded on export and reads back as it was.
    expect(rowOf(table, "'=SUM(A1)")).toBeDefined();
    const stock = column(table, 'Stock');
    const edits: [string, string, string][] = [
      ['Forge 2x11 Road Crankset', 'Categories', 'cranksets; crankz'],
      ['LinkPro 11-Speed Chain', 'Stock', '-3'],
      ['RidgeLine 11-34T Cassette', 'Stock', '2.5'],
      ['CoolDisc Brake Rotor', 'Spec: rotor-size', 'big'],
      ['TrueSpin Sealed Rear Hub', 'Price tiers', 'ten at 5'],
    ];
    for (const [name, columnName, value] of edits) rowOf(table, name)[column(table, columnName)] = value;
    rowOf(table, 'Summit 31.8 Alloy Stem')[0] = crypto.randomUUID();
    rowOf(table, "'=SUM(A1)")[stock] = '41';
    const csv = csvOf(table);

    const dry = (await importCsv(csv, true)).json<ImportReport>();
    expect(dry.refused).toBe(6);
    const lineOf = (name: string) => table.indexOf(rowOf(table, name)) + 1;
    expect(problemsOf(dry)).toEqual(
      expect.arrayContaining([
        `${lineOf('Forge 2x11 Road Crankset')} Categories has no category "crankz"`,
        `${lineOf('LinkPro 11-Speed Chain')} Stock must not be negative`,
        `${lineOf('RidgeLine 11-34T Cassette')} Stock must be a whole number`,
        `${lineOf('CoolDisc Brake Rotor')} Spec: rotor-size must be a number, such as 172.5`,
        `${lineOf('TrueSpin Sealed Rear Hub')} Price tiers "ten at 5" is not quantity:price, such as 10:17.99`,
        `${lineOf('Summit 31.8 Alloy Stem')} Part id is no part of the catalogue`,
      ]),
    );
    expect(dry.rows.find((row) => row.partId === part.id)).toMatchObject({
      action: 'update',
      changes: ['Stock: 40 → 41'],
    });

    const refused = await importCsv(csv, false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ImportReport>()).toMatchObject({
      applied: false,
      message: '6 rows cannot be imported: nothing was written',
    });
    expect(await stockOf(t.database.db, part.id)).toBe(40);
  });

  it('refuses every bad variant by line and column, and writes none of the file', async () => {
    const before = await exported();
    const table = tableOf(before);
    const set = (sku: string, cells: Record<string, string>) => {
      const row = rowOfSku(table, sku);
      for (const [name, value] of Object.entries(cells)) row[column(table, name)] = value;
    };
    const skus = table.map((row) => row[column(table, 'SKU')]);
    const lineOfSku = (sku: string) => skus.indexOf(sku) + 1;
    const cranksetLine = lineOfSku(CRANKSET);
    set('FG-RC211-170', { Stock: '-2' });
    set('FG-RC211-1725', { Stock: '2.5' });
    set('FG-RC211-175', { Name: 'Forge Crankset', Categories: 'cranksets' });
    set('CD-RT6B-140', { 'Variant of': CRANKSET, 'Option values': '140 mm' });
    set('SU-ST318-90', { SKU: 'lp-ch11-116' });
    set('CL-SD-RD', { 'Variant of': CRANKSET, 'Option values': '180 mm' });
    const variant = (cells: Record<string, string>) =>
      newRow(table, {
        'Variant of': CRANKSET,
        'Price (USD)': '189.99',
        Stock: '5',
        'Minimum order': '10',
        ...cells,
      });
    const added: [string, Record<string, string>][] = [
      ['NEW-1', { 'Option values': '185 mm' }],
      ['NEW-2', { SKU: 'new-1', 'Option values': '190 mm' }],
      ['NO-PRODUCT', { 'Variant of': 'NO-SUCH-SKU', 'Option values': '185 mm' }],
      ['OF-A-VARIANT', { 'Variant of': 'FG-RC211-170', 'Option values': '185 mm' }],
      ['NO-VALUES', { 'Option values': '' }],
      ['TWO-VALUES', { 'Option values': '195 mm; Black' }],
      ['SAME-VALUES', { 'Option values': '172.5 MM' }],
      ['NO-STOCK', { 'Option values': '200 mm', Stock: '' }],
      ['NO-OPTIONS', { 'Variant of': 'LP-CH11-116', 'Option values': '' }],
    ];
    for (const [sku, cells] of added) table.push(variant({ SKU: sku, ...cells }));
    const lineOfNew = (sku: string) => table.length - added.length + added.findIndex(([s]) => s === sku) + 1;

    const dry = (await importCsv(csvOf(table), true)).json<ImportReport>();
    const problems = problemsOf(dry);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${lineOfSku('FG-RC211-170')} Stock must not be negative`,
        `${lineOfSku('FG-RC211-1725')} Stock must be a whole number`,
        `${lineOfSku('FG-RC211-175')} Name is its product's: change it on line ${cranksetLine}`,
        `${lineOfSku('CD-RT6B-140')} Part id is a variant of "CD-RT6B-160": give that SKU as its Variant of, as a variant cannot move to another product`,
        `${lineOfSku('SU-ST318-90')} SKU is line ${lineOfSku('LP-CH11-116')}'s too`,
        `${lineOfSku('CL-SD-RD')} Part id is a product's own row, which cannot become another product's variant`,
        `${lineOfNew('NEW-2')} SKU is line ${lineOfNew('NEW-1')}'s too`,
        `${lineOfNew('NO-PRODUCT')} Variant of names no product: no product's row has the SKU "NO-SUCH-SKU"`,
        `${lineOfNew('OF-A-VARIANT')} Variant of names a variant ("FG-RC211-170"): give the SKU of its product's row`,
        `${lineOfNew('NO-VALUES')} Option values must give one value for each option (Crank length)`,
        `${lineOfNew('TWO-VALUES')} Option values must give one value for each option (Crank length)`,
        `${lineOfNew('SAME-VALUES')} Option values are those of line ${lineOfSku('FG-RC211-1725')}, a variant of the same product`,
        `${lineOfNew('NO-STOCK')} Stock is required for a new variant`,
        `${lineOfNew('NO-OPTIONS')} Variant of names a product without options: give the product's row its Options first`,
      ]),
    );
    // The categories the variant's row repeats are its product's: only its Name is refused.
    expect(dry.rows.find((row) => row.line === lineOfSku('FG-RC211-175'))?.problems).toEqual([
      { column: 'Name', message: `Name is its product's: change it on line ${cranksetLine}` },
    ]);
    const refusedLines = [
      ...['FG-RC211-170', 'FG-RC211-1725', 'FG-RC211-175', 'CD-RT6B-140', 'SU-ST318-90', 'CL-SD-RD'].map(
        lineOfSku,
      ),
      ...added.slice(1).map(([sku]) => lineOfNew(sku)),
    ];
    expect(dry.rows.filter((row) => row.action === 'refuse').map((row) => row.line)).toEqual(
      refusedLines.sort((a, b) => a - b),
    );

    const refused = await importCsv(csvOf(table), false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ImportReport>()).toMatchObject({ applied: false, refused: refusedLines.length });
    expect(await exported()).toBe(before);
  });

  it('refuses a file whose header is not the catalogue’s, or that is not CSV', async () => {
    const table = tableOf(await exported());
    const withoutStock = table.map((row) => row.filter((_, index) => index !== column(table, 'Stock')));
    const missing = await importCsv(csvOf(withoutStock), true);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'The file has no column "Stock": export the catalogue to see the header',
    );

    const unknownSpec = table.map((row, index) => [...row, index === 0 ? 'Spec: colour' : 'red']);
    expect((await importCsv(csvOf(unknownSpec), true)).json().message).toBe(
      'The column "Spec: colour" names no specification of the catalogue',
    );
    const broken = await importCsv(`${csvOf(table)}\r\n"unclosed,quote`, true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().field).toBe('csv');
    expect((await importCsv(csvOf(table.slice(0, 1)), true)).json().message).toBe(
      'The file has a header but no rows',
    );
  });
});
