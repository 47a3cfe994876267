// Issue 38's steps of a sale as a customer on a phone meets them, each from the tap to its visible
// result, with the app loaded (these taps come after the first one), a new customer in a new browser
// context for each run: on the browser suite's phone (its screen, this machine's link and CPU), and
// on the first-tap bench's profile (Lighthouse's mobile one: 150 ms round trip, 1.6 Mbps, a 4×
// slower CPU). Typing is not timed, only taps.
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import { CPU_SLOWDOWN, LINK, PHONE } from './first-tap.ts';
import { benchShipment } from './shipment.ts';
import { median } from './stats.ts';

const RUNS = Number(process.env.BENCH_CHECKOUT_TAP_RUNS ?? 3);
const GOAL_MS = 700;

/** What shows a tap's result: an element matching `selector`, holding `text`, and not reading `was`. */
interface Result {
  selector: string;
  text: string;
  /** The element's text before the tap, for a result that changes what was there. */
  was?: string;
}

/** In the page, at every frame: the time once `result` shows, false until then. Whole in itself. */
const shown = ({ selector, text, was }: Result) =>
  [...document.querySelectorAll(selector)].some((element) => {
    const now = element.textContent ?? '';
    return element.getClientRects().length > 0 && now.includes(text) && now !== was;
  }) && performance.timeOrigin + performance.now();

/**
 * Taps `target` once the app has the page, and answers the milliseconds until `result` shows. A page
 * the server does not render (My Orders) is the app's once the control is there.
 */
async function timeTap(page: Page, target: string, result: Result, rendered = true) {
  const control = page.locator(target).first();
  if (rendered) await page.waitForSelector('#root[data-hydrated="true"]', { state: 'attached' });
  await control.scrollIntoViewIfNeeded();
  const tappedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  // Playwright's tap: a tap at the control's box, taken before it, missed a form's submit button.
  await control.tap();
  const shownAt = await page.waitForFunction(shown, result, { polling: 'raf', timeout: 30_000 });
  return Number(await shownAt.jsonValue()) - tappedAt;
}

const STEPS = [
  'Add to cart → the notice',
  'View cart → the cart',
  'a quantity + → the new total',
  'Checkout → the checkout form',
  'Place order and pay → the card form',
  'a declined card → what to do',
  'a good card → paid',
  'My Orders: Pay Now → the card form',
] as const;
type Step = (typeof STEPS)[number];

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Postal code').fill('10001');
}

async function oneSale(page: Page): Promise<Record<Step, number>> {
  const ms = {} as Record<Step, number>;
  await page.goto('/', { waitUntil: 'load' });
  const card = 'main article:has(button:has-text("Add to cart"))';
  ms['Add to cart → the notice'] = await timeTap(page, `${card} >> button:has-text("Add to cart")`, {
    selector: '[role="alert"]',
    text: 'Added to your cart',
  });
  ms['View cart → the cart'] = await timeTap(page, '[role="alert"] a:text-is("View cart")', {
    selector: 'main li h2',
    text: '',
  });
  const total = 'section[aria-label="Total"] p';
  ms['a quantity + → the new total'] = await timeTap(
    page,
    'main li button:has-text("Increase the quantity")',
    {
      selector: total,
      text: 'Total',
      was: (await page.locator(total).first().textContent()) ?? '',
    },
  );
  ms['Checkout → the checkout form'] = await timeTap(page, 'main a:text-is("Checkout")', {
    selector: 'main button',
    text: 'Place order and pay',
  });
  await page.getByLabel('Address').fill('12 Sprocket Lane, Gearford');
  await page.getByLabel('Phone').fill('+1 555 0100');
  ms['Place order and pay → the card form'] = await timeTap(
    page,
    'main button:has-text("Place order and pay")',
    {
      selector: 'form[aria-label="Card payment"] button',
      text: 'Pay $',
    },
  );
  await fillCard(page, '4000 0000 0000 0002');
  ms['a declined card → what to do'] = await timeTap(
    page,
    'form[aria-label="Card payment"] button:has-text("Pay $")',
    {
      selector: 'form[aria-label="Card payment"]',
      text: 'Try another card',
    },
  );
  await fillCard(page, '4242 4242 4242 4242');
  ms['a good card → paid'] = await timeTap(page, 'form[aria-label="Card payment"] button:has-text("Pay $")', {
    selector: 'main',
    text: 'Congrats, Payment Completed',
  });
  // An order left unpaid (Buy Now, through the API), paid later from My Orders.
  const catalogue = await page.request.get('/api/products?limit=100');
  const parts = (
    (await catalogue.json()) as { items: { _id: string; minimumQty: number; availableQty: number }[] }
  ).items;
  const part = parts.find((candidate) => candidate.availableQty >= candidate.minimumQty * 2);
  if (!part) throw new Error('no part in stock to order');
  const origin = new URL(page.url()).origin;
  const placed = await page.request.post('/api/order', {
    data: { productId: part._id, orderQty: part.minimumQty, ...(await benchShipment(origin, [part._id])) },
    headers: { origin },
  });
  if (!placed.ok()) throw new Error(`Buy Now failed: ${placed.status()} ${await placed.text()}`);
  await page.goto('/dashboard/orders', { waitUntil: 'load' });
  ms['My Orders: Pay Now → the card form'] = await timeTap(
    page,
    'main a:has-text("Pay Now")',
    { selector: 'form[aria-label="Card payment"] button', text: 'Pay $' },
    false,
  );
  return ms;
}

/** A phone as the sale's steps are timed on: its screen, and the link and CPU it is throttled to. */
interface Profile {
  title: string;
  context: BrowserContextOptions;
  throttled: boolean;
}

const PROFILES: Profile[] = [
  {
    title: "the browser suite's phone (375 × 667, touch, no throttling)",
    context: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true },
    throttled: false,
  },
  { title: 'the first-tap profile (150 ms, 1.6 Mbps, 4× CPU)', context: PHONE, throttled: true },
];

/** A new customer's browser on `profile`, signed in. */
async function customerBrowser(browser: Browser, baseURL: string, profile: Profile, run: number) {
  const context = await browser.newContext({ ...profile.context, baseURL });
  const rider = { email: `bench-taps-${run}-${Date.now()}@example.com`, password: 'Bench#Taps-2026-long' };
  for (const [path, data] of [
    ['sign-up/email', { name: `Tap Rider ${run}`, ...rider }],
    ['sign-in/email', rider],
  ] as const) {
    const answer = await context.request.post(`/api/auth/${path}`, {
      data,
      headers: { origin: baseURL, 'x-forwarded-for': `10.38.${run >> 8}.${run & 255}` },
    });
    if (!answer.ok()) throw new Error(`${path} failed: ${answer.status()}`);
  }
  const page = await context.newPage();
  if (profile.throttled) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  return { context, page };
}

export async function measureCheckoutTaps(baseURL: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  let customers = 0;
  try {
    for (const profile of PROFILES) {
      const runs: Record<Step, number>[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const { context, page } = await customerBrowser(browser, baseURL, profile, (customers += 1));
        try {
          runs.push(await oneSale(page));
        } finally {
          await context.close();
        }
      }
      console.log(
        `\nissue 38's steps of a sale, tap to visible result, the app loaded, on ${profile.title} (${RUNS} runs: min / median / max):`,
      );
      for (const step of STEPS) {
        const ms = runs.map((run) => run[step]);
        const met = median(ms) <= GOAL_MS ? 'met' : 'NOT MET';
        const spread = [Math.min(...ms), median(ms), Math.max(...ms)]
          .map((v) => v.toFixed(0).padStart(5))
          .join(' / ');
        console.log(`  ${step.padEnd(38)} ${spread} ms   goal: median ≤ ${GOAL_MS} ms: ${met}`);
      }
    }
  } finally {
    await browser.close();
  }
}
