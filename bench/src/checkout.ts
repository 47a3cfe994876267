import { demoAdmin, signIn } from './orders.ts';
import { median } from './stats.ts';

/** The parts every bench cart holds, one piece of each: three lines that every checkout shares. */
const PARTS = ['Bench crank arm', 'Bench chain', 'Bench cassette'];
const INITIAL_STOCK = 1_000_000;

/** The server must trust X-Forwarded-For (TRUST_PROXY): each customer signs up from his own address. */
export const CHECKOUT_SERVER_ENV = { TRUST_PROXY: '127.0.0.1' };

export interface CheckoutResult {
  customers: number;
  checkoutsPerSecond: number;
  /** The checkout request's own latency. */
  checkoutP99Ms: number;
  /** Answers other than 200/201, and requests that failed, over every request of the run. */
  failed: number;
  /** Per part: stock left + pieces in placed orders, which must be the initial stock. */
  stockExact: boolean;
  detail: string;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Adds parts through the admin's API, as many pieces of each as asked; returns their ids. */
export async function createParts(
  baseURL: string,
  parts: { name: string; availableQty: number }[],
): Promise<string[]> {
  const admin = await signIn(baseURL, demoAdmin);
  const ids: string[] = [];
  for (const { name, availableQty } of parts) {
    const created = await fetch(`${baseURL}/api/product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie, origin: baseURL },
      body: JSON.stringify({
        name,
        img: '/images/products/chainring.svg',
        ShortDescription: 'A part made for the checkout load.',
        price: 10,
        availableQty,
        minimumQty: 1,
      }),
    });
    ids.push((await json<{ insertedId: string }>(created)).insertedId);
  }
  return ids;
}

/** Signs up `count` customers, each from an address of his own (the server must trust X-Forwarded-For). */
export async function signUpCustomers(baseURL: string, count: number) {
  const customers: { email: string; cookie: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench-cart-${index}-${Date.now()}@example.com`;
    const response = await fetch(`${baseURL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseURL,
        'x-forwarded-for': `10.20.${index >> 8}.${index & 255}`,
      },
      body: JSON.stringify({ name: `Bench Rider ${index}`, email, password: 'Bench#Cart-2026-long' }),
    });
    if (!response.ok) throw new Error(`sign-up ${index}: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    customers.push({ email, cookie });
  }
  return customers;
}

/**
 * One customer per connection, each in a loop for `seconds`: put the three parts in his cart (three
 * PUTs), then check out. Checkouts a second count the 201s of the checkout request alone, over the
 * whole run; every part's stock is then checked against the orders placed.
 */
export async function measureCheckouts(baseURL: string, connections: number, seconds: number) {
  const parts = await createParts(
    baseURL,
    PARTS.map((name) => ({ name, availableQty: INITIAL_STOCK })),
  );
  const customers = await signUpCustomers(baseURL, connections);
  const latencies: number[] = [];
  let failed = 0;
  const stopAt = Date.now() + seconds * 1000;
  const started = Date.now();
  const send = (cookie: string, method: string, path: string, body: object) =>
    fetch(`${baseURL}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: baseURL },
      body: JSON.stringify(body),
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  await Promise.all(
    customers.map(async ({ cookie }) => {
      while (Date.now() < stopAt) {
        try {
          for (const id of parts)
            if ((await send(cookie, 'PUT', `/api/cart/${id}`, { qty: 1 })) !== 200) failed += 1;
          const before = performance.now();
          const status = await send(cookie, 'POST', '/api/checkout', {
            address: '1 Bench Road',
            phone: '+1 555 0100',
          });
          if (status === 201) latencies.push(performance.now() - before);
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return { parts, customers, latencies, failed, elapsed };
}

/** Stock left + pieces ordered, per part, read back through the API once the catalogue cache has moved on. */
async function stockCheck(baseURL: string, parts: string[], customers: { email: string; cookie: string }[]) {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  let orders = 0;
  for (const { email, cookie } of customers) {
    const mine = await fetch(`${baseURL}/api/order?email=${encodeURIComponent(email)}`, {
      headers: { cookie },
    });
    orders += (await json<{ lineCount: number }[]>(mine)).filter(
      (order) => order.lineCount === parts.length,
    ).length;
  }
  const stocks: number[] = [];
  for (const id of parts)
    stocks.push(
      (await json<{ availableQty: number }>(await fetch(`${baseURL}/api/product/${id}`))).availableQty,
    );
  return { orders, stocks, exact: stocks.every((stock) => stock + orders === INITIAL_STOCK) };
}

export async function checkoutThroughput(
  baseURL: string,
  connections: number,
  seconds: number,
): Promise<CheckoutResult> {
  const run = await measureCheckouts(baseURL, connections, seconds);
  const { orders, stocks, exact } = await stockCheck(baseURL, run.parts, run.customers);
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    customers: run.customers.length,
    checkoutsPerSecond: run.latencies.length / run.elapsed,
    checkoutP99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? Number.NaN),
    failed: run.failed,
    stockExact: exact,
    detail: `${orders} orders of 3 lines; stock ${stocks.join(', ')}; median checkout ${Math.round(median(run.latencies))} ms`,
  };
}
