import { expect, test, type Page } from '@playwright/test';
import { businessCounters, messages } from '@crankworks/contract';
import { baseURL } from './base-url.ts';
import { APP_SCRIPTS, hydrated, signInAs, signUpCustomer } from './fixtures.ts';
import { orderablePart, placeOrder } from './orders.ts';

interface Part {
  _id: string;
  name: string;
  minimumQty: number;
}

/** Console errors and warnings (React reports hydration mismatches there), and every /api request (path and query). */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(`${pathname}${search}`);
  });
  return { problems, apiCalls };
}

/** Every script the page fetches, by path. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds every script but the boot script until the returned function is called: the app cannot load before. */
async function holdAppScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What each element of the page looks like: the computed styles that place and paint it. */
function lookOfPage(page: Page) {
  return page.evaluate(() => {
    const properties = [
      'display',
      'position',
      'visibility',
      'opacity',
      'color',
      'background-color',
      'background-image',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'text-align',
      'text-decoration-line',
      'margin',
      'padding',
      'border-width',
      'border-color',
      'border-radius',
      'box-shadow',
      'width',
      'height',
      'flex-direction',
      'align-items',
      'justify-content',
      'gap',
      'grid-template-columns',
    ];
    return [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('script, style, link, noscript'))
      .map((element) => {
        const style = getComputedStyle(element);
        const look = properties.map((property) => `${property}:${style.getPropertyValue(property)}`);
        return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${look.join(';')}`;
      });
  });
}

test.describe('server-rendered pages', () => {
  test('the home page loads the app after its first paint, untouched, and hydrates without a mismatch or a refetch', async ({
    page,
  }) => {
    const { problems, apiCalls } = watch(page);
    const scripts = scriptsOf(page);
    await page.setViewportSize({ width: 375, height: 812 });
    // Asked for once the list has hydrated, which on a slow machine can come after the network is idle.
    const pageAhead = page.waitForRequest(/\/api\/products\?limit=6&cursor=/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(1);
    await pageAhead;
    await page.waitForLoadState('networkidle');
    // None of the app's chunks is asked for before the page's first paint (decision 030).
    const { firstPaint, chunkStarts } = await page.evaluate((chunk) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(chunk).test(entry.name));
      return {
        firstPaint: paint?.startTime ?? Infinity,
        chunkStarts: chunks.map((entry) => entry.startTime),
      };
    }, APP_SCRIPTS.source);
    expect(chunkStarts.length).toBeGreaterThan(0);
    expect(Math.min(...chunkStarts)).toBeGreaterThan(firstPaint);
    // Nothing the server sent is fetched again; only the next page of parts, ahead of "Load more".
    expect(apiCalls).toHaveLength(1);
    expect(apiCalls[0]).toMatch(/^\/api\/products\?limit=6&cursor=/);
    expect(problems).toEqual([]);

    const menu = page.locator('details:has(#mobile-menu)');
    await menu.getByText('Menu').click();
    await expect(menu).toHaveAttribute('open');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');

    await page.getByLabel('Search parts').fill('zzz-no-such-part');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No parts match “zzz-no-such-part”')).toBeVisible();
    expect(apiCalls).toContain('/api/products?limit=6&q=zzz-no-such-part');
  });

  test('a rendered page paints with the rules inlined in it, exactly as it looks once the stylesheet is there', async ({
    page,
  }) => {
    const { items } = (await (await page.request.get('/api/products?limit=1')).json()) as { items: Part[] };
    // Held anew for each page (routing turns the browser's cache off, so every page fetches it).
    let releaseStylesheet = () => {};
    let stylesheetHeld = Promise.resolve();
    await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
      await stylesheetHeld;
      await route.continue();
    });
    // Nothing may change the page but the stylesheet.
    await page.route(APP_SCRIPTS, (route) => route.abort());
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Not the home page: with its cards it is over the weight a page inlines its rules at.
      for (const path of ['/login', '/blogs', '/portfolio', `/products/${items[0]!._id}`]) {
        stylesheetHeld = new Promise((resolve) => (releaseStylesheet = resolve));
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
        const painted = await lookOfPage(page);
        releaseStylesheet();
        await page.waitForLoadState('load');
        expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
        expect(await lookOfPage(page), `${path} at ${width} px`).toEqual(painted);
      }
    }
  });

  test('what a visitor types before the app has loaded is kept, and the app then answers it', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    // Not until "load": the app's chunks, held, may be asked for before it.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Search parts').pressSequentially('zzz-typed-early');
    release();
    await hydrated(page);
    await expect(page.getByLabel('Search parts')).toHaveValue('zzz-typed-early');
    await page.getByLabel('Search parts').press('Enter');
    await expect(page.getByText('No parts match “zzz-typed-early”')).toBeVisible();
  });

  test('a form the visitor changed before the app loaded checks the change once the app is there', async ({
    page,
  }) => {
    await signUpCustomer(page);
    const { items } = (await (await page.request.get('/api/products?limit=1')).json()) as { items: Part[] };
    const release = await holdAppScripts(page);
    await page.goto(`/purchase/${items[0]!._id}`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Quantity').fill('');
    release();
    await hydrated(page);
    await expect(page.getByLabel('Quantity')).toHaveValue('');
    await expect(page.getByText('Quantity must be a whole number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  test('the contact form keeps what was typed into its plain version when the enhanced one takes over', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await page.goto('/#contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: /contact/i });
    await form.getByLabel('First name').fill('Inga');
    await form.getByLabel('Last name').pressSequentially('Spo');
    release();
    await expect(form.getByText(/characters left/)).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Inga');
    // The caret is still in the field the visitor was typing into.
    await page.keyboard.type('kes');
    await expect(form.getByLabel('Last name')).toHaveValue('Spokes');
  });

  test('a product page has its own title and description once, and stays quiet on hydration', async ({
    page,
    request,
  }) => {
    const { items } = (await (await request.get('/api/products?limit=1')).json()) as { items: Part[] };
    const part = items[0]!;
    const { problems, apiCalls } = watch(page);
    await page.goto(`/products/${part._id}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(`${part.name} | Crankworks`);
    await expect(page.locator('head > title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a visitor’s Buy Now, with the app there, loads the login page from the server on the way to the order form', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const [arrival] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest()),
      page
        .getByRole('link', { name: /Buy Now/ })
        .first()
        .click(),
    ]);
    const to = new URL(arrival.url());
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('from')).toMatch(/^\/purchase\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('an unknown page answers 404 with the not-found page', async ({ page }) => {
    const { problems } = watch(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Crankworks');
    // Chromium logs the document's own 404; nothing else may appear.
    expect(problems.filter((text) => !text.includes('status of 404'))).toEqual([]);
  });

  test('the nav shows the signed-in customer from the first paint, without a flip', async ({ page }) => {
    await signInAs(page, 'customer');
    const { problems, apiCalls } = watch(page);
    // The nav reads the cart's count after it hydrates: a quiet network alone once came before it.
    const cartRead = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/cart');
    const response = await page.goto('/blogs');
    expect(await response?.text()).toContain('>Dashboard</a>');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    await cartRead;
    await page.waitForLoadState('networkidle');
    // The access token the session keeps for API clients, and the nav's cart count once (decision
    // 046: that first read of the cart is the one that merges a cart the browser kept), are the only calls.
    expect(apiCalls.filter((call) => !call.startsWith('/api/user/'))).toEqual(['/api/cart']);
    expect(problems).toEqual([]);
  });
  test('the checkout shows the customer’s cart and shipping form from the first paint, nothing moving', async ({
    page,
  }) => {
    await signUpCustomer(page);
    const { items } = (await (await page.request.get('/api/products?limit=1')).json()) as { items: Part[] };
    const part = items[0]!;
    const put = await page.request.put(`/api/cart/${part._id}`, {
      data: { qty: part.minimumQty },
      headers: { origin: baseURL },
    });
    expect(put.status()).toBe(200);
    const { problems, apiCalls } = watch(page);
    await page.addInitScript(() => {
      Object.assign(window, { layoutShift: 0 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { layoutShift: number }).layoutShift += (
            entry as unknown as { value: number }
          ).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto('/checkout');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(part.name);
    expect(html).toContain('action="/checkout"');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Place order and pay' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // The cart came with the page: the browser does not read it again.
    expect(apiCalls.filter((call) => call.startsWith('/api/cart'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the hero, parts, counters and reviews', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products?limit=6')).json()) as { items: Part[] };
    const reviews = (await (await request.get('/api/reviews')).json()) as { name: string }[];
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crankworks Bicycle Parts' })).toBeVisible();
    await expect(page.getByText(messages.tagline)).toBeVisible();
    await expect(page.getByRole('img', { name: /road bicycle/ })).toBeVisible();
    for (const part of items) await expect(page.getByRole('heading', { name: part.name })).toBeVisible();
    for (const counter of businessCounters) {
      await expect(page.getByText(String(counter.value), { exact: true })).toBeVisible();
    }
    await expect(page.getByText(reviews[0]!.name).first()).toBeVisible();
  });

  test('the blogs and the portfolio can be read, and links lead from page to page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(page.locator('main details[open] p').first()).toBeVisible();
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test('a search is a plain request the server answers', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Search parts').fill('zzz-no-such-part');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=zzz-no-such-part/);
    await expect(page.getByText('No parts match “zzz-no-such-part”')).toBeVisible();
  });

  test('a part has its own page', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products?limit=1')).json()) as { items: Part[] };
    await page.goto(`/products/${items[0]!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: items[0]!.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /Buy Now/ })).toBeVisible();
  });

  test('a customer’s orders and an order’s invoice read without scripts; its payment page says a card needs them', async ({
    page,
  }) => {
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(`${baseURL}/login?from=${encodeURIComponent('/dashboard/orders')}`);

    await signUpCustomer(page, 'Plain Reader');
    const part = await orderablePart(page);
    const orderId = await placeOrder(page, part, '12 Plainread Street');
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const order = page.getByRole('article', { name: `Order of ${part.name}` });
    await expect(order.getByText('Unpaid')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /My Orders/ }),
    ).toBeAttached();

    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByText('12 Plainread Street').first()).toBeVisible();
    await page.getByRole('link', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(`${baseURL}/dashboard/payment/${orderId}`);
    await expect(page.getByText('The card form needs JavaScript', { exact: false })).toBeVisible();

    const missing = await page.goto('/dashboard/orders/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
  });
});
