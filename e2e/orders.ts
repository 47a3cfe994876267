import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { Product } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { newYorkShipment } from './shipment.ts';

/** Order steps for journeys through the real API, and the invoice download. */

/** A part that can take two orders of its minimum quantity. */
export async function orderablePart(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products?limit=100');
  const { items } = (await response.json()) as { items: Product[] };
  const part = items.find(
    (item) => item.options.length === 0 && item.availableQty >= item.minimumQty * 2 + 2,
  );
  if (!part) throw new Error('no part in stock');
  return part;
}

/**
 * Places an order through the real API as the signed-in customer of `page`, shipped to New York at
 * `line1` by the cheapest method, and returns its id.
 */
export async function placeOrder(page: Page, part: Product, line1: string, origin = baseURL) {
  const shipment = await newYorkShipment(page, [part._id], line1, origin);
  const response = await page.request.post('/api/order', {
    data: { productId: part._id, orderQty: part.minimumQty, ...shipment },
    headers: { origin },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/** Clicks Download invoice (PDF): the file's name and how it starts. */
export async function downloadInvoice(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download invoice (PDF)' }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    start: (await readFile(await download.path())).subarray(0, 5).toString(),
  };
}

/** Fills the built-in test card form with this card number and pays. */
export async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Postal code').fill('10001');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}
