import { expect, type Locator, type Page } from '@playwright/test';
import { baseURL } from './base-url.ts';

type Form = Page | Locator;

/**
 * Types a New York address into the form's "Shipping address", choosing "A new address" first when
 * the customer has saved ones (without scripts too: the stylesheet shows the fields then).
 */
export async function typeNewYorkAddress(form: Form, line1 = '350 Fifth Avenue') {
  const group = form.getByRole('group', { name: 'Shipping address' });
  const fresh = group.getByRole('radio', { name: 'A new address' });
  if (await fresh.count()) {
    // Before the app has taken the page over, a tap on a choice waits for it (held-interactions.ts):
    // the radio is checked a moment later, which `check()`, looking at once, took for a failure.
    await fresh.click();
    await expect(fresh).toBeChecked();
  }
  await group.getByLabel('Full name').fill('Ada Rider');
  await group.getByLabel('Country').selectOption('US');
  await group.getByLabel('Address line 1').fill(line1);
  await group.getByLabel('City').fill('New York');
  await group.getByRole('combobox', { name: /^State/ }).selectOption('NY');
  await group.getByLabel('Postal code').fill('10118');
  await group.getByLabel('Phone').fill('+1 212 555 0100');
}

/** As `typeNewYorkAddress`, then waits until the cheapest shipping method is chosen and the order priced. */
export async function shipToNewYork(form: Form, line1 = '350 Fifth Avenue') {
  await typeNewYorkAddress(form, line1);
  await expect(form.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await expect(form.getByLabel('What you pay')).toContainText('Sales tax');
}

/** The same New York address as a plain-HTML order form posts it. */
export const newYorkFormFields = (line1: string) => ({
  shipToChoice: 'new',
  'shipTo.fullName': 'Ada Rider',
  'shipTo.country': 'US',
  'shipTo.line1': line1,
  'shipTo.city': 'New York',
  'shipTo.region': 'NY',
  'shipTo.postalCode': '10118',
  'shipTo.phone': '+1 212 555 0100',
  billToSame: 'on',
});

/**
 * What an order placed through the API sends: a New York address with this first line, and the
 * cheapest method the shipping options offer for these parts.
 */
export async function newYorkShipment(
  page: Page,
  productIds: string[],
  line1 = '350 Fifth Avenue',
  origin = baseURL,
) {
  const shipTo = {
    fullName: 'Ada Rider',
    line1,
    city: 'New York',
    region: 'NY',
    postalCode: '10118',
    country: 'US',
    phone: '+1 212 555 0100',
  };
  const quote = await page.request.post(`${origin}/api/shipping/options`, {
    data: {
      to: { country: 'US', region: 'NY' },
      lines: productIds.map((productId) => ({ productId, qty: 1 })),
    },
    headers: { origin },
  });
  expect(quote.status()).toBe(200);
  const { options } = (await quote.json()) as { options: { methodId: string }[] };
  return { shipTo, shippingMethodId: options[0]!.methodId };
}
