import { expect, test, type Page } from '@playwright/test';
import {
  productMessages,
  refusalOf,
  variantMessages,
  type ProductDetail,
  type ProductPage,
  type ProductVariants,
} from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { expectAccessibleOnPhoneAndDesktop, signInAs } from './fixtures.ts';

/** Short and unique per run: part numbers must be this run's among earlier runs'. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

// A demo part without variants (the demo's crankset has some already), sold in lengths and colours.
const CHAIN = 'LinkPro 11-Speed Chain';
const LENGTHS = ['112 links', '116 links', '126 links'];
const COLOURS = ['Silver', 'Black'];

/** A demo part's id, found by its name among the catalogue's first page. */
async function demoPartId(page: Page, name: string) {
  const { items } = (await (await page.request.get('/api/products?limit=100')).json()) as ProductPage;
  const part = items.find((item) => item.name === name);
  if (!part) throw new Error(`the demo catalogue has no ${name}`);
  return part._id;
}

const detailOf = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/admin/product/${id}`)).json()) as ProductDetail;

/** Gives the part back the options and variants it had, for the specs that run after this one. */
async function restore(page: Page, { _id, options, variants }: ProductDetail) {
  const body: ProductVariants = {
    options,
    variants: variants.map(({ _id, sku, values, price, minimumQty, weightGrams, tiers }) => ({
      _id,
      sku,
      values,
      price,
      minimumQty,
      weightGrams,
      tiers,
    })),
  };
  const response = await page.request.put(`/api/product/${_id}/variants`, {
    data: body,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('Variants: the admin gives a demo chain two options and six variants, finds them after a reload, restocks one, and is refused a SKU given twice or another part’s', async ({
  page,
}) => {
  const run = unique();
  // Every length in every colour, the product itself first: "LP123456-112-SILVER".
  const rows = LENGTHS.flatMap((length) => COLOURS.map((colour) => ({ length, colour })));
  const skuOf = ({ length, colour }: (typeof rows)[number]) =>
    `LP${run}-${length.split(' ')[0]}-${colour.toUpperCase()}`;
  // What carts, orders and the stock dialog call the fourth: the part's name and its values.
  const fourth = `${CHAIN} — ${LENGTHS[1]} / ${COLOURS[1]}`;
  await signInAs(page, 'admin');
  const id = await demoPartId(page, CHAIN);
  const before = await detailOf(page, id);
  const form = page.getByRole('form', { name: 'Variants' });
  const field = (label: string) => form.getByLabel(label, { exact: true });

  try {
    await test.step('names two options and fills six variants, the first the product itself', async () => {
      await page.goto(`/dashboard/manageProducts/${id}`);
      await expect(field('SKU of variant 1')).toHaveValue(before.variants[0]?.sku ?? '');
      await expect(form.getByRole('button', { name: 'Remove variant 1' })).toHaveCount(0);
      await form.getByRole('button', { name: 'Add option' }).click();
      await expect(field('Option 1')).toBeFocused();
      await field('Option 1').fill('Length');
      await form.getByRole('button', { name: 'Add option' }).click();
      await field('Option 2').fill('Colour');

      for (const [index, row] of rows.entries()) {
        const number = index + 1;
        if (index > 0) {
          await form.getByRole('button', { name: 'Add variant' }).click();
          await expect(field(`SKU of variant ${number}`)).toBeFocused();
          await field(`Available quantity of variant ${number}`).fill(String(number * 10));
        }
        await field(`SKU of variant ${number}`).fill(skuOf(row));
        await field(`Length of variant ${number}`).fill(row.length);
        await field(`Colour of variant ${number}`).fill(row.colour);
      }
      await field('Price (USD) of variant 6').fill('199.99');
      await expectAccessibleOnPhoneAndDesktop(page);

      await form.getByRole('button', { name: 'Save variants' }).click();
      await expect(page.getByText('Variants saved')).toBeVisible();
    });

    await test.step('finds them after a reload, each kept variant with its stock', async () => {
      await page.reload();
      await expect(field('Option 1')).toHaveValue('Length');
      await expect(field('Option 2')).toHaveValue('Colour');
      for (const [index, row] of rows.entries()) {
        const number = index + 1;
        await expect(field(`SKU of variant ${number}`)).toHaveValue(skuOf(row));
        await expect(field(`Length of variant ${number}`)).toHaveValue(row.length);
        await expect(field(`Colour of variant ${number}`)).toHaveValue(row.colour);
      }
      await expect(field('Price (USD) of variant 6')).toHaveValue('199.99');
      await expect(form.getByRole('group', { name: 'Variant 4' })).toContainText('In stock40 pcs');
      await expect(field('Available quantity of variant 4')).toHaveCount(0);

      const saved = await detailOf(page, id);
      expect(saved.options).toEqual(['Length', 'Colour']);
      expect(saved.variants.map((variant) => [variant.sku, variant.availableQty])).toEqual(
        rows.map((row, index) => [skuOf(row), index === 0 ? before.availableQty : (index + 1) * 10]),
      );
      expect(saved.variants[3]?.name).toBe(fourth);
    });

    await test.step('restocks a variant in its stock dialog', async () => {
      await form.getByRole('button', { name: 'Change stock of variant 4' }).click();
      const dialog = page.getByRole('dialog', { name: `Stock of ${fourth}` });
      await expect(dialog.getByLabel('Pieces to add')).toBeFocused();
      await expectAccessibleOnPhoneAndDesktop(page);
      await dialog.getByLabel('Pieces to add').fill('5');
      await dialog.getByRole('button', { name: 'Restock' }).click();
      await expect(page.getByText(productMessages.restocked(fourth, 45))).toBeVisible();
      await expect(dialog).toContainText('In stock: 45 pcs');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(form.getByRole('button', { name: 'Change stock of variant 4' })).toBeFocused();
      await expect(form.getByRole('group', { name: 'Variant 4' })).toContainText('In stock45 pcs');
    });

    await test.step('a SKU given twice is refused at the variant that repeats it, and nothing is saved', async () => {
      const saved = await detailOf(page, id);
      const puts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT') puts.push(request.url());
      });
      const sku = field('SKU of variant 6');
      await sku.fill(skuOf(rows[1]!).toLowerCase());
      await form.getByRole('button', { name: 'Save variants' }).click();
      await expect(sku).toHaveAttribute('aria-invalid', 'true');
      await expect(sku).toHaveAccessibleDescription(
        refusalOf('variants.5.sku', variantMessages.skuRepeated(1)),
      );
      expect(puts).toEqual([]);
      expect(await detailOf(page, id)).toEqual(saved);
    });

    await test.step('another part’s SKU is refused by the server at that variant', async () => {
      const other = await detailOf(page, await demoPartId(page, 'TrueSpin Sealed Rear Hub'));
      const sku = field('SKU of variant 6');
      await sku.fill(other.variants[0]?.sku ?? '');
      await form.getByRole('button', { name: 'Save variants' }).click();
      const refusal = refusalOf('variants.5.sku', variantMessages.skuTaken);
      await expect(sku).toHaveAccessibleDescription(refusal);
      await expect(page.getByText(`Could not save the variants of ${CHAIN}: ${refusal}`)).toBeVisible();
      expect((await detailOf(page, id)).variants[5]?.sku).toBe(skuOf(rows[5]!));
    });
  } finally {
    await restore(page, before);
  }
});
