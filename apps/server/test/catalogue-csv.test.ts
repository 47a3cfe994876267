import { parse } from 'csv-parse/sync';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportReport, ProductDetail } from '@crankworks/contract';
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
const tableOf = (csv: string) => parse(csv) as string[][];
const csvOf = (table: string[][]) =>
  table.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');
const column = (table: string[][], name: string) => table[0]!.indexOf(name);
const rowOf = (table: string[][], name: string) => table.find((row) => row[1] === name)!;

describe('the catalogue as CSV', () => {
  it('exports every part with its categories, tiers and specifications, and reads back unchanged', async () => {
    const csv = await exported();
    const table = tableOf(csv);
    expect(table[0]!.slice(0, 4)).toEqual(['Part id', 'Name', 'Status', 'Price (USD)']);
    expect(table[0]).toContain('Spec: crank-length');
    const crankset = rowOf(table, 'Forge 2x11 Road Crankset');
    expect(crankset[column(table, 'Categories')]).toBe('cranksets');
    expect(crankset[column(table, 'Spec: crank-length')]).toBe('172.5');
    expect(table).toHaveLength(13);

    const report = (await importCsv(csv, true)).json<ImportReport>();
    expect(report).toMatchObject({ applied: false, created: 0, updated: 0, unchanged: 12, refused: 0 });
  });

  it('reports a change and a new part on a dry run, writes nothing, then writes both', async () => {
    const table = tableOf(await exported());
    const crankset = rowOf(table, 'Forge 2x11 Road Crankset');
    const price = column(table, 'Price (USD)');
    const before = crankset[price];
    crankset[price] = '219.99';
    crankset[column(table, 'Spec: crank-length')] = '175';
    const added = table[0]!.map(() => '');
    Object.assign(added, {
      [column(table, 'Name')]: 'Forge 2x11 Road Crankset 165',
      [column(table, 'Price (USD)')]: '229.99',
      [column(table, 'Stock')]: '12',
      [column(table, 'Minimum order')]: '1',
      [column(table, 'Image')]: '/images/products/crankset.svg',
      [column(table, 'Description')]: 'The short-armed one.',
      [column(table, 'Categories')]: 'cranksets',
      [column(table, 'Price tiers')]: '5:219.99; 10:209.99',
      [column(table, 'Spec: crank-length')]: '165',
      [column(table, 'Spec: speeds')]: '11',
    });
    table.push(added);
    const csv = csvOf(table);

    const dry = (await importCsv(csv, true)).json<ImportReport>();
    expect(dry).toMatchObject({ applied: false, created: 1, updated: 1, unchanged: 11, refused: 0 });
    const changed = dry.rows.find((row) => row.action === 'update');
    expect(changed?.changes).toEqual([`Price (USD): ${before} → 219.99`, 'Spec: crank-length: 172.5 → 175']);
    expect(dry.rows.find((row) => row.action === 'create')).toMatchObject({ line: 14, partId: null });
    const detail = async (id: string) =>
      (await as(undefined, { method: 'GET', url: `/api/product/${id}` })).json<ProductDetail>();
    expect((await detail(crankset[0]!)).price).toBe(Number(before));

    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<ImportReport>()).toMatchObject({ applied: true, created: 1, updated: 1 });
    expect((await detail(crankset[0]!)).price).toBe(219.99);
    const after = tableOf(await exported());
    const newRow = rowOf(after, 'Forge 2x11 Road Crankset 165');
    const made = await detail(newRow[0]!);
    expect(made.tiers).toEqual([
      { minQty: 5, price: 219.99 },
      { minQty: 10, price: 209.99 },
    ]);
    expect(made.categories.map((path) => path.map((step) => step.slug))).toEqual([
      ['drivetrain', 'cranksets'],
    ]);
    expect(made.specs.map((spec) => [spec.key, spec.value])).toEqual([
      ['crank-length', '165'],
      ['speeds', '11'],
    ]);
    // What was written reads back unchanged.
    expect((await importCsv(await exported(), true)).json<ImportReport>()).toMatchObject({ unchanged: 13 });
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
    const problems = dry.rows.flatMap((row) =>
      row.problems.map((problem) => `${row.line} ${problem.message}`),
    );
    const lineOf = (name: string) => table.findIndex((row) => row[1] === name) + 1;
    expect(problems).toEqual(
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
