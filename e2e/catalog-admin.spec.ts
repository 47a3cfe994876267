import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages, productMessages, type ProductPage } from '@crankworks/contract';
import { storeCart } from './browser-cart.ts';
import { baseURL } from './base-url.ts';
import { expectAccessibleOnPhoneAndDesktop, signInAs, signUpCustomer } from './fixtures.ts';

/** Short and unique per run: names and messages must find this run's data among earlier runs'. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

/**
 * Clicks "Load more" until `target` shows up (lists come a page at a time, oldest first): a link to
 * one more page in the catalogue, a button in the admin's tables.
 */
async function loadUntilVisible(page: Page, target: Locator) {
  const loadMore = page
    .getByRole('link', { name: 'Load more' })
    .or(page.getByRole('button', { name: 'Load more' }));
  for (let pages = 0; pages < 30; pages += 1) {
    await expect(target.or(loadMore).first()).toBeVisible();
    if (await target.isVisible()) return;
    await loadMore.click();
    await expect(loadMore.or(target).first()).toBeEnabled();
  }
  await expect(target).toBeVisible();
}

test('a customer adds a review with the star picker and sees it on the home page', async ({ page }) => {
  const customer = await signUpCustomer(page, 'Review Rider');
  const text = `Crisp shifting, ${unique()}`;

  await page.goto('/dashboard/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Review' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(customer.name);
  await expectAccessibleOnPhoneAndDesktop(page);

  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();

  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText(messages.reviewAdded)).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');

  await page.goto('/');
  const card = page.getByRole('figure').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(card.getByText(customer.name)).toBeVisible();
});

test('the admin adds a part not yet in stock, sees it on the home page as Sold out and deletes it; a visitor’s cart names it', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  const name = `Test sprocket ${unique()}`;

  await test.step('Add Product refuses nonsense and adds a part with 0 in stock', async () => {
    await page.goto('/dashboard/addProduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Image link').fill('/images/products/cassette.svg');
    await expect(page.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
    await page.getByLabel('Short description').fill('A 12-tooth steel sprocket for single-speed hubs.');
    await page.getByLabel('Price (USD)').fill('-4');
    await page.getByLabel('Available quantity').fill('-1');
    await page.getByLabel('Minimum order quantity').fill('4');
    await page.getByLabel('Weight (g)').fill('1.5');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Price (USD) must not be negative')).toBeVisible();
    await expect(page.getByText('Available quantity must not be negative')).toBeVisible();
    await expect(page.getByText('Weight (g) must be a whole number of grams')).toBeVisible();

    await page.getByLabel('Price (USD)', { exact: true }).fill('7.25');
    await page.getByLabel('Available quantity').fill('0');
    await page.getByLabel('Weight (g)').fill('95');
    await page.getByRole('button', { name: 'Add a price tier' }).click();
    await page.getByLabel('Tier 1 from quantity').fill('4');
    await page.getByLabel('Tier 1 price (USD)').fill('6.5');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(
      page.getByText('Tier 1 from quantity must be above the minimum order quantity (4)'),
    ).toBeVisible();
    await page.getByLabel('Tier 1 from quantity').fill('20');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText(messages.productAdded)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Weight (g)')).toHaveValue('');
    const found = await page.request.get(`/api/products?q=${encodeURIComponent(name)}`);
    expect(((await found.json()) as ProductPage).items).toEqual([
      expect.objectContaining({ name, weightGrams: 95 }),
    ]);
  });

  await test.step('the new part is in the home page catalogue, Sold out until restocked', async () => {
    await page.goto('/');
    const heading = page.getByRole('heading', { name, exact: true });
    await loadUntilVisible(page, heading);
    const card = page.locator('article', { has: heading });
    await expect(card.getByText('$7.25')).toBeVisible();
    await expect(card.getByText(productMessages.soldOut)).toBeVisible();
    await expect(card.getByRole('link', { name: /Buy Now/ })).toHaveCount(0);
  });

  await test.step('its page shows the price per piece by quantity', async () => {
    await page.getByRole('link', { name, exact: true }).click();
    const tiers = page.getByRole('table', { name: 'Price per piece by quantity' });
    await expect(tiers.getByRole('row', { name: '4–19 pcs $7.25' })).toBeVisible();
    await expect(tiers.getByRole('row', { name: '20+ pcs $6.50' })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
  });

  // A visitor put the part in his cart when it had stock (the browser keeps it, with its name).
  const visitor = await browser.newPage();
  await test.step('a visitor has it in the cart his browser keeps', async () => {
    const products = (await (await page.request.get('/api/products?limit=100')).json()) as {
      items: { _id: string; name: string }[];
    };
    const part = products.items.find((item) => item.name === name);
    await visitor.goto('/');
    await storeCart(visitor, [{ productId: part!._id, qty: 4, name }]);
  });

  await test.step('Manage Products deletes it after a confirmation', async () => {
    await page.goto('/dashboard/manageProducts');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await loadUntilVisible(page, row);
    await expectAccessibleOnPhoneAndDesktop(page);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`${name} deleted sucessfully`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  await test.step('the home page no longer offers it', async () => {
    const products = (await (await page.request.get('/api/products?limit=100')).json()) as {
      items: { name: string }[];
    };
    expect(products.items.map((item) => item.name)).not.toContain(name);
  });

  await test.step('the visitor’s cart names it, until he dismisses the note', async () => {
    await visitor.goto('/cart');
    const note = visitor.getByText(`No longer sold, and so no longer in your cart: ${name}.`);
    await expect(note).toBeVisible();
    await expect(visitor.getByText('Your cart is empty')).toBeVisible();
    await visitor.getByRole('button', { name: /^OK\W+remove this note/ }).click();
    await expect(note).toBeHidden();
    await visitor.reload();
    await expect(visitor.getByText('Your cart is empty')).toBeVisible();
    await expect(note).toBeHidden();
    await visitor.close();
  });
});

test('the admin reads a message sent from the home page contact form', async ({ page, browser }) => {
  const text = `Bulk ${unique()}`;
  await page.goto('/');
  // The enhanced form loads when the visitor scrolls near it (typing before that: server-render.spec.ts).
  await page.getByRole('region', { name: 'Contact us' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: /contact/i });
  await expect(form.getByText(/characters left/)).toBeVisible();
  await form.getByLabel('First name').fill('Inga');
  await form.getByLabel('Last name').fill('Spokes');
  await form.getByLabel('Email').fill('inga.spokes@example.com');
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(messages.contactSent)).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/messages$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(admin);
  const newest = admin.getByRole('row').nth(1);
  await expect(newest).toContainText(text);
  await expect(newest.getByRole('link', { name: 'inga.spokes@example.com' })).toHaveAttribute(
    'href',
    'mailto:inga.spokes@example.com',
  );

  await admin.getByLabel('Search messages').fill(text);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace('%20', '(%20|\\+)')}`));
  await expect(admin.getByRole('row')).toHaveCount(2);
  await expect(admin.getByRole('row', { name: /Inga Spokes/ })).toContainText(text);
  await adminContext.close();
});

test('the admin hides a review from the home page, shows it again, then deletes it', async ({
  page,
  browser,
}) => {
  const text = `Spam spam ${unique()}`;
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  await signUpCustomer(customerPage, 'Noisy Rider');
  const posted = await customerPage.request.post('/api/review', {
    data: { name: 'Noisy Rider', rating: 1, message: text },
    headers: { origin: baseURL },
  });
  expect(posted.status()).toBe(201);
  await customerContext.close();

  await signInAs(page, 'admin');
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Manage Reviews' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Reviews' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search reviews' }).fill(text);
  await page.getByRole('searchbox', { name: 'Search reviews' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('Shown');
  await expectAccessibleOnPhoneAndDesktop(page);

  await row.getByRole('button', { name: 'Hide the review by Noisy Rider' }).click();
  await expect(row).toContainText('Hidden');
  const home = await browser.newPage({ baseURL });
  await home.goto('/');
  // The seeded reviews show, so the list has loaded: the hidden one is not among them.
  const reviews = home.getByRole('region', { name: 'What our clients say' });
  await expect(reviews.getByRole('figure').first()).toBeVisible();
  await expect(reviews.getByText(text)).toHaveCount(0);

  await row.getByRole('button', { name: 'Show the review by Noisy Rider' }).click();
  await expect(row).toContainText('Shown');
  await home.reload();
  await expect(reviews.getByText(text)).toBeVisible();

  await row.getByRole('button', { name: 'Delete the review by Noisy Rider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this review?' });
  await dialog.getByRole('button', { name: 'Delete review' }).click();
  await expect(page.getByText('The review by Noisy Rider was deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await home.reload();
  await expect(reviews.getByRole('figure').first()).toBeVisible();
  await expect(reviews.getByText(text)).toHaveCount(0);
  await home.close();
});
