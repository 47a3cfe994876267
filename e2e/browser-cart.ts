import { expect, type Page } from '@playwright/test';
import type { StoredCartLine } from '@crankworks/contract';

/** Where this browser keeps a visitor's cart. */
const CART_KEY = 'crankworks.cart';

/** The visitor's cart as this browser keeps it. */
export async function storedCart(page: Page) {
  const text = await page.evaluate((key) => localStorage.getItem(key), CART_KEY);
  return (text ? JSON.parse(text) : []) as StoredCartLine[];
}

/** Puts these lines in the visitor's cart as this browser keeps it, as if he had added them earlier. */
export async function storeCart(page: Page, lines: StoredCartLine[]) {
  await page.evaluate(({ key, text }) => localStorage.setItem(key, text), {
    key: CART_KEY,
    text: JSON.stringify(lines),
  });
}

/**
 * Adds the home page's first `count` parts that can be ordered (a sold-out card, or one of a product
 * with options, has no Add to cart)
 * and returns their names: at each part's minimum, or `aboveMinimum` one piece more, chosen with the
 * card's quantity field. Each card is read as it is clicked: cards hydrate one section at a time.
 */
export async function addFirstParts(page: Page, count: number, { aboveMinimum = false } = {}) {
  const names: string[] = [];
  const cards = page.getByRole('article');
  for (let index = 0; names.length < count; index += 1) {
    const card = cards.nth(index);
    if (await card.getByText('Sold out').isVisible()) continue;
    // A product with options is ordered by choosing a variant on its page (decision 078).
    if (await card.getByRole('link', { name: /^Choose / }).isVisible()) continue;
    names.push((await card.getByRole('heading').textContent()) ?? '');
    const chosen = Number(await card.getByLabel(/^Quantity/).inputValue()) + (aboveMinimum ? 1 : 0);
    if (aboveMinimum) await card.getByRole('button', { name: /^Increase the quantity/ }).click();
    await card.getByRole('button', { name: /Add to cart/ }).click();
    await expect.poll(async () => (await storedCart(page)).at(-1)?.qty).toBe(chosen);
    expect(await storedCart(page)).toHaveLength(names.length);
  }
  return names;
}
