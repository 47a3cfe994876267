import { expect, test, type Page } from '@playwright/test';
import { cartMessages, messages, productMessages, type NewProduct, type Product } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { expectAccessibleOnPhoneAndDesktop, hydrated, signInAs, signUpCustomer } from './fixtures.ts';
import { placeOrder as placeOrderOf } from './orders.ts';

/** Short and unique per run: names must find this run's data among earlier runs'. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

/** The smallest valid PNG (a 1×1 pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Adds a part through the API as the admin signed in on `page`; returns its id. */
async function addPart(page: Page, part: NewProduct) {
  const response = await page.request.post('/api/product', { data: part, headers: { origin: baseURL } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

const partNamed = (name: string, overrides: Partial<NewProduct> = {}): NewProduct => ({
  name,
  img: '/images/products/chain.svg',
  ShortDescription: `${name}: 11-speed, nickel plated, quick link included.`,
  price: 24.5,
  availableQty: 30,
  minimumQty: 2,
  ...overrides,
});

test('the admin finds a part in Manage Products, restocks it, edits its price and uploads its image', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const name = `Edit chain ${unique()}`;
  const id = await addPart(page, partNamed(name));

  await test.step('Manage Products finds it by search, kept in the URL, and links to its edit page', async () => {
    await page.goto('/dashboard/manageProducts');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=Edit(\+|%20)chain/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(`/dashboard/manageProducts/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
    await expectAccessibleOnPhoneAndDesktop(page);
  });

  await test.step('restock adds to the stock', async () => {
    await page.getByLabel('Pieces to add').fill('70');
    await page.getByRole('button', { name: 'Restock' }).click();
    await expect(page.getByText(productMessages.restocked(name, 100))).toBeVisible();
    await expect(page.getByText('In stock: 100 pcs')).toBeVisible();
  });

  await test.step('a new price, a weight and an uploaded image are saved', async () => {
    await expect(page.getByLabel('Weight (g)', { exact: true })).toHaveValue('0');
    await page.getByLabel('Price (USD)', { exact: true }).fill('31.75');
    await page.getByLabel('Weight (g)', { exact: true }).fill('280');
    await page.getByLabel('Or upload an image file').setInputFiles({
      name: 'chain.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByLabel('Image link')).toHaveValue(/^\/api\/images\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(productMessages.saved(name))).toBeVisible();
    const saved = await page.request.get(`/api/product/${id}`);
    expect(((await saved.json()) as Product).weightGrams).toBe(280);
  });

  await test.step('an uploaded SVG is refused with a reason', async () => {
    await page.getByLabel('Or upload an image file').setInputFiles({
      name: 'drawing.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(
      page.getByText('The file must be a PNG, JPEG or WebP image (SVG is not accepted)'),
    ).toBeVisible();
  });

  await test.step('the home page shows the new price and the uploaded image', async () => {
    await page.goto(`/?q=${encodeURIComponent(name)}`);
    const card = page.locator('article', { has: page.getByRole('heading', { name }) });
    await expect(card.getByText('$31.75')).toBeVisible();
    await expect(card.getByText('100 pcs')).toBeVisible();
    const image = card.getByRole('img', { name });
    await expect(image).toHaveAttribute('src', /^\/api\/images\//);
    // Loaded for real, under the page's Content-Security-Policy.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});

test('a visitor searches and sorts the catalogue and opens a product page', async ({ page, browser }) => {
  const tag = unique();
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  for (const [word, price] of [
    ['Cheap', 3.5],
    ['Middle', 12],
    ['Dear', 99.99],
  ] as const)
    await addPart(
      admin,
      partNamed(`${word} spoke ${tag}`, { ShortDescription: `Spoke batch ${tag}`, price }),
    );
  await adminContext.close();

  await page.goto('/');
  const parts = page.getByRole('region', { name: 'Our parts' });
  await parts.getByRole('searchbox', { name: 'Search parts' }).fill(tag);
  await parts.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  const names = parts.getByRole('heading', { level: 3 });
  await expect(names).toHaveText([`Cheap spoke ${tag}`, `Middle spoke ${tag}`, `Dear spoke ${tag}`]);

  await parts.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(names).toHaveText([`Dear spoke ${tag}`, `Middle spoke ${tag}`, `Cheap spoke ${tag}`]);
  await expectAccessibleOnPhoneAndDesktop(page);

  // The URL alone brings back the same list.
  await page.reload();
  await expect(names).toHaveText([`Dear spoke ${tag}`, `Middle spoke ${tag}`, `Cheap spoke ${tag}`]);

  await parts.getByRole('link', { name: `Middle spoke ${tag}`, exact: true }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Middle spoke ${tag}` })).toBeVisible();
  await expect(page).toHaveTitle(`Middle spoke ${tag} | Crankworks`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `Spoke batch ${tag}`);
  await expect(page.getByText('$12.00')).toBeVisible();
  await expect(page.getByRole('link', { name: /Buy Now/ })).toBeVisible();
  await expectAccessibleOnPhoneAndDesktop(page);

  await page.goto('/products/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a visitor finds parts by a word with a typo, the part named by it first', async ({ page, browser }) => {
  // A word no other run's parts hold, of letters only, and the same word with two letters swapped.
  const word = `kes${[...unique()].map((digit) => 'bcdfghjklm'[Number(digit)]).join('')}`;
  const typo = `${word.slice(0, 1)}${word[2]}${word[1]}${word.slice(3)}`;
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await addPart(admin, partNamed('Rim tape 21 mm', { ShortDescription: `Fits ${word} wheels.` }));
  await addPart(admin, partNamed(`${word} wheel`, { ShortDescription: 'Tubeless ready.' }));
  await adminContext.close();

  await page.goto('/');
  const parts = page.getByRole('region', { name: 'Our parts' });
  await parts.getByRole('searchbox', { name: 'Search parts' }).fill(typo);
  await parts.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${typo}`));
  await expect(parts.getByRole('heading', { level: 3 })).toHaveText([`${word} wheel`, 'Rim tape 21 mm']);
  await expect(parts.getByLabel('Sort by')).toHaveValue('oldest');
  await expect(parts.getByRole('option', { name: 'Best match' })).toHaveCount(1);
  await expectAccessibleOnPhoneAndDesktop(page);
});

test('a visitor browses the demo categories down to a crankset and back up its breadcrumbs', async ({
  page,
}) => {
  await page.goto('/');
  const shop = page.getByRole('navigation', { name: 'Shop by category' });
  await shop.getByRole('link', { name: /^Drivetrain/ }).click();
  await expect(page).toHaveURL(/\/categories\/drivetrain$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Drivetrain' })).toBeVisible();
  await expect(page).toHaveTitle('Drivetrain | Crankworks');
  await expectAccessibleOnPhoneAndDesktop(page);

  await page
    .getByRole('navigation', { name: 'Inside Drivetrain' })
    .getByRole('link', { name: /^Cranksets/ })
    .click();
  await expect(page).toHaveURL(/\/categories\/cranksets$/);
  const crank = page.getByRole('link', { name: 'Forge 2x11 Road Crankset', exact: true });
  await expect(crank).toBeVisible();
  await expect(page.getByRole('link', { name: 'LinkPro 11-Speed Chain', exact: true })).toHaveCount(0);

  await crank.click();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'All parts',
    'Drivetrain',
    'Cranksets',
    'Forge 2x11 Road Crankset',
  ]);
  await expectAccessibleOnPhoneAndDesktop(page);
  await crumbs.getByRole('link', { name: 'Drivetrain' }).click();
  await expect(page).toHaveURL(/\/categories\/drivetrain$/);
  await expect(page.getByRole('link', { name: 'LinkPro 11-Speed Chain', exact: true })).toBeVisible();
});

test('a sold-out part cannot be ordered', async ({ page, browser }) => {
  const name = `Sold-out hub ${unique()}`;
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  const id = await addPart(admin, partNamed(name, { availableQty: 4, minimumQty: 4 }));
  const raised = await admin.request.patch(`/api/product/${id}`, {
    data: { minimumQty: 5 },
    headers: { origin: baseURL },
  });
  expect(raised.status()).toBe(200);
  await adminContext.close();

  await signUpCustomer(page, 'Late Rider');
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name }) });
  await expect(card.getByText('Sold out')).toBeVisible();
  await expect(card.getByRole('link', { name: /Buy Now/ })).toHaveCount(0);

  await page.goto(`/products/${id}`);
  await expect(page.getByText('Sold out')).toBeVisible();
  await expect(page.getByRole('link', { name: /Buy Now/ })).toHaveCount(0);

  await page.goto(`/purchase/${id}`);
  await expect(page.getByRole('heading', { name: 'Sold out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await expectAccessibleOnPhoneAndDesktop(page);
});

test('the order form starts from the default address of the book and refuses an empty or fractional quantity', async ({
  page,
}) => {
  await signUpCustomer(page, 'Profile Rider');
  const saved = await page.request.post('/api/addresses', {
    data: {
      fullName: 'Profile Rider',
      line1: '7 Derailleur Drive',
      city: 'New York',
      region: 'NY',
      postalCode: '10118',
      country: 'US',
      phone: '+1 555 0199',
    },
    headers: { origin: baseURL },
  });
  expect(saved.ok()).toBeTruthy();
  const products = (await (await page.request.get('/api/products?limit=1')).json()) as { items: Product[] };
  const part = products.items[0]!;

  await page.goto(`/purchase/${part._id}`);
  await expect(
    page.getByRole('radio', { name: 'Profile Rider, 7 Derailleur Drive, New York NY 10118, United States' }),
  ).toBeChecked();
  // The methods of the saved address, priced for the minimum quantity, came with the page.
  await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await expect(page.getByLabel('What you pay')).toContainText('Sales tax 4%');
  const quantity = page.getByLabel('Quantity');
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeEnabled();

  await quantity.fill('');
  await expect(page.getByText('Quantity must be a whole number')).toBeVisible();
  await expect(placeOrder).toBeDisabled();
  await quantity.fill(`${part.minimumQty}.5`);
  await expect(page.getByText('Quantity must be a whole number')).toBeVisible();
  await expect(placeOrder).toBeDisabled();
  await expectAccessibleOnPhoneAndDesktop(page);

  await quantity.fill(String(part.minimumQty));
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  await expect(page.getByText(messages.orderAdded)).toBeVisible();
});

test('the admin adds a draft, puts it on sale, then archives it: visitors lose it, a cart says it is no longer sold, and its past order reads as before', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Archived chain ${unique()}`;
  const shop = await browser.newContext({ baseURL });
  const customer = await shop.newPage();
  await signUpCustomer(customer, 'Archive Rider');
  await signInAs(page, 'admin');

  let id = '';
  await test.step('added as a draft, visitors cannot find or open it; Manage Products shows it as Draft', async () => {
    id = await addPart(page, { ...partNamed(name), status: 'draft' });
    await customer.goto(`/?q=${encodeURIComponent(name)}`);
    await expect(customer.getByText(/no parts match/i)).toBeVisible();
    expect((await customer.goto(`/products/${id}`))?.status()).toBe(404);

    await page.goto(`/dashboard/manageProducts?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await page.getByLabel('Show').selectOption({ label: 'Archived' });
    await expect(page).toHaveURL(/status=archived/);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await expectAccessibleOnPhoneAndDesktop(page);
  });

  const status = page.getByLabel('Status', { exact: true });
  const saveAs = async (label: string) => {
    await page.goto(`/dashboard/manageProducts/${id}`);
    await status.selectOption({ label });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(productMessages.saved(name))).toBeVisible();
  };

  let orderId = '';
  await test.step('put on sale from its edit page, a customer orders it and puts it in his cart', async () => {
    await saveAs('On sale');
    orderId = await placeOrderOf(customer, { _id: id, minimumQty: 2 } as Product, '1 Archive Street');
    await customer.goto(`/products/${id}`);
    await customer.getByRole('button', { name: /add to cart/i }).click();
    await expect(customer.getByRole('link', { name: /^Cart, [1-9]/ })).toBeVisible();
  });

  await test.step('archived, the part leaves the shop and the cart; the order still names it at its price', async () => {
    await saveAs('Archived — hidden, no longer sold');
    await expect(page.getByText('Not on sale: visitors cannot see or order this part.')).toBeVisible();

    expect((await customer.goto(`/products/${id}`))?.status()).toBe(404);
    await customer.goto('/cart');
    await expect(customer.getByText(cartMessages.dropped(name))).toBeVisible();
    await customer.goto(`/dashboard/orders/${orderId}`);
    await expect(customer.getByText(name).first()).toBeVisible();
    await expect(customer.getByText('$49.00').first()).toBeVisible();

    await page.goto('/dashboard/manageProducts?status=archived');
    await expect(
      page.getByRole('row', { name: new RegExp(name) }).getByText('Archived', { exact: true }),
    ).toBeVisible();
  });
  await shop.close();
});

test('the admin gives a part a second picture and makes it the main one; its page shows both, each large in turn', async ({
  page,
  browser,
}) => {
  const name = `Pictured stem ${unique()}`;
  await signInAs(page, 'admin');
  const id = await addPart(page, partNamed(name, { img: '/images/products/stem.svg' }));

  await page.goto(`/dashboard/manageProducts/${id}`);
  const pictures = page.getByRole('group', { name: 'More images' });
  await pictures.getByLabel('Link of an image to add').fill('/images/products/handlebar.svg');
  await pictures.getByRole('button', { name: 'Add image' }).click();
  await expectAccessibleOnPhoneAndDesktop(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(productMessages.saved(name))).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/products/${id}`);
  await expect(visitor.getByRole('img', { name: `${name}, picture 1 of 2` })).toHaveAttribute(
    'src',
    '/images/products/stem.svg',
  );
  // Before the app is there, the small picture opens its file; once it is, it shows it in place.
  await hydrated(visitor);
  await visitor.getByRole('link', { name: 'Show picture 2 of 2' }).click();
  await expect(visitor.getByRole('img', { name: `${name}, picture 2 of 2` })).toHaveAttribute(
    'src',
    '/images/products/handlebar.svg',
  );
  await expect(visitor).toHaveURL(new RegExp(`/products/${id}$`));
  await expectAccessibleOnPhoneAndDesktop(visitor);

  await page.getByRole('button', { name: 'Make main image 1' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(productMessages.saved(name))).toBeVisible();
  const saved = (await (await page.request.get(`/api/admin/product/${id}`)).json()) as {
    img: string;
    moreImages: string[];
  };
  expect(saved).toMatchObject({
    img: '/images/products/handlebar.svg',
    moreImages: ['/images/products/stem.svg'],
  });
});
