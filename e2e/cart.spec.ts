import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleOnPhoneAndDesktop, hydrated, signUpCustomer, viewports } from './fixtures.ts';

/** The home page's first parts that can still be ordered: their names, as their cards head them. */
async function orderableParts(page: Page, count: number) {
  const cards = page.getByRole('article').filter({ has: page.getByRole('button', { name: /Add to cart/ }) });
  await expect(cards.nth(count - 1)).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1)
    names.push((await cards.nth(index).getByRole('heading').textContent()) ?? '');
  return { cards, names };
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart/ });

test('a visitor fills a cart, signs in (the cart follows), and pays for three parts with one card payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  let names: string[] = [];

  await test.step('the visitor adds three parts from the home page', async () => {
    await page.goto('/');
    await hydrated(page);
    const parts = await orderableParts(page, 3);
    names = parts.names;
    for (let index = 0; index < 3; index += 1) {
      await parts.cards
        .nth(index)
        .getByRole('button', { name: /Add to cart/ })
        .click();
      await expect(page.getByText('Added to your cart').first()).toBeVisible();
    }
    await expect(cartLink(page)).toHaveAccessibleName(/3 (items|parts)|\d+ items/);
  });

  await test.step('the cart lists them; checking out asks the visitor to sign in', async () => {
    await cartLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    for (const name of names) await expect(page.getByRole('heading', { name })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?from=%2Fcheckout|\/login\?from=\/checkout/);
  });

  await test.step('signed in, the cart is the account’s, on the server', async () => {
    await signUpCustomer(page, 'Cart Rider');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
    const serverCart = await page.request.get('/api/cart');
    expect(((await serverCart.json()) as { lines: unknown[] }).lines).toHaveLength(3);
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.setViewportSize(viewports.desktop);
  });

  await test.step('one order, one card payment', async () => {
    await page.getByLabel('Address').fill('12 Sprocket Lane, Gearford');
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByLabel('Postal code').fill('10001');
    await form.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('Congrats, Payment Completed')).toBeVisible();
  });

  await test.step('My Orders names the order by its first part; its page lists every line; the cart is empty', async () => {
    await page.goto('/dashboard/orders');
    await expect(page.getByText(`${names[0]} and 2 more`).first()).toBeVisible();
    await expect(page.getByText('Paid').first()).toBeVisible();
    await page
      .getByRole('link', { name: /Details/ })
      .first()
      .click();
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});
