import { demoAdmin, signIn } from './orders.ts';
import { fetchNamingFailure, fetchSendingTwice, okJson } from './requests.ts';
import { benchShipment } from './shipment.ts';
import { median } from './stats.ts';

const INITIAL_STOCK = 1_000_000;
const LINES = 3;

/**
 * Customer n's cart: three of the `parts`, one piece each. With three parts every cart is the same
 * (every checkout waits for the row locks of the one before); with more, carts overlap now and then.
 */
const cartParts = (n: number, parts: string[]) =>
  Array.from({ length: LINES }, (_, k) => parts[(n + k * 7) % parts.length]!);

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

/** Adds parts through the admin's API, as many pieces of each as asked; returns their ids. */
export async function createParts(
  baseURL: string,
  parts: { name: string; availableQty: number }[],
): Promise<string[]> {
  const admin = await signIn(baseURL, demoAdmin);
  const ids: string[] = [];
  for (const { name, availableQty } of parts) {
    const created = await fetchNamingFailure(`${baseURL}/api/product`, {
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
    ids.push((await okJson<{ insertedId: string }>(created)).insertedId);
  }
  return ids;
}

/**
 * Makes a part made by `createParts` a product of one option (decision 078): its own row takes the
 * first value, and each further value is a new variant with the stock given. Answers the variants'
 * ids in the values' order, the part's own first.
 */
export async function addVariants(
  baseURL: string,
  productId: string,
  option: string,
  variants: { value: string; availableQty: number }[],
): Promise<string[]> {
  const admin = await signIn(baseURL, demoAdmin);
  const fields = (index: number) => ({
    sku: `${productId.slice(0, 8)}-${index}`,
    values: [variants[index]!.value],
    price: 10,
    minimumQty: 1,
    weightGrams: 0,
  });
  const answer = await fetchNamingFailure(`${baseURL}/api/product/${productId}/variants`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: admin.cookie, origin: baseURL },
    body: JSON.stringify({
      options: [option],
      variants: variants.map((variant, index) =>
        index === 0
          ? { _id: productId, ...fields(index) }
          : { ...fields(index), availableQty: variant.availableQty },
      ),
    }),
  });
  return (await okJson<{ variants: { _id: string }[] }>(answer)).variants.map((variant) => variant._id);
}

/**
 * Sign-ups and sign-ins in flight at once: each costs a password hash (some 0.3 s of one core), so
 * one at a time kept a two-node cluster's second core idle and took two minutes for 200 customers.
 * Two per node at most, so that a node still answers HAProxy's health check in time.
 */
const SIGN_UPS_AT_ONCE = 4;

/**
 * Signs up `count` customers and signs each in (sign-up never does), each from an address of his own
 * (the server must trust X-Forwarded-For). Answers them in their numbers' order.
 */
export async function signUpCustomers(baseURL: string, count: number) {
  const customers: { email: string; cookie: string }[] = [];
  const signUp = async (index: number) => {
    const email = `bench-cart-${index}-${Date.now()}@example.com`;
    const password = 'Bench#Cart-2026-long';
    const post = async (path: string, body: object) => {
      // Sent twice if its connection fails: signing up again is answered as the first time.
      const response = await fetchSendingTwice(`${baseURL}/api/auth/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: baseURL,
          'x-forwarded-for': `10.20.${index >> 8}.${index & 255}`,
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} ${index}: ${response.status} ${await response.text()}`);
      return response;
    };
    await post('sign-up/email', { name: `Bench Rider ${index}`, email, password });
    const signedIn = await post('sign-in/email', { email, password });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    customers[index] = { email, cookie };
  };
  let next = 0;
  const worker = async () => {
    while (next < count) await signUp(next++);
  };
  await Promise.all(Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, count) }, worker));
  return customers;
}

/**
 * What a run times. `loop`: one customer per connection, each in a loop for `seconds`: put the three
 * parts in his cart (three PUTs), then check out, as a customer's session goes; checkouts a second
 * count the 201s of the checkout request over the whole run. `checkout-alone`: in rounds, every
 * customer fills his cart (not timed), then all check out at once; checkouts a second count the 201s
 * over the time the rounds' checkouts took, until that time reaches `seconds`.
 */
export type CheckoutTiming = 'loop' | 'checkout-alone';

export async function measureCheckouts(
  baseURL: string,
  connections: number,
  seconds: number,
  partCount: number,
  timing: CheckoutTiming = 'loop',
) {
  const parts = await createParts(
    baseURL,
    Array.from({ length: partCount }, (_, n) => ({
      name: `Bench part ${n + 1}`,
      availableQty: INITIAL_STOCK,
    })),
  );
  const customers = await signUpCustomers(baseURL, connections);
  const latencies: number[] = [];
  let failed = 0;
  const send = (cookie: string, method: string, path: string, body: object) =>
    fetch(`${baseURL}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: baseURL },
      body: JSON.stringify(body),
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  const fillCart = async (cookie: string, n: number) => {
    for (const id of cartParts(n, parts))
      if ((await send(cookie, 'PUT', `/api/cart/${id}`, { qty: 1 })) !== 200) failed += 1;
  };
  const shipment = await benchShipment(baseURL, cartParts(0, parts));
  const checkOut = async (cookie: string) => {
    const before = performance.now();
    const status = await send(cookie, 'POST', '/api/checkout', shipment);
    if (status === 201) latencies.push(performance.now() - before);
    else failed += 1;
  };
  const counted = (step: Promise<void>) => step.catch(() => void (failed += 1));
  let elapsed = 0;
  if (timing === 'loop') {
    const stopAt = Date.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      customers.map(async ({ cookie }, n) => {
        while (Date.now() < stopAt) await counted(fillCart(cookie, n).then(() => checkOut(cookie)));
      }),
    );
    elapsed = (performance.now() - started) / 1000;
  } else {
    while (elapsed < seconds) {
      await Promise.all(customers.map(({ cookie }, n) => counted(fillCart(cookie, n))));
      const started = performance.now();
      await Promise.all(customers.map(({ cookie }) => counted(checkOut(cookie))));
      elapsed += (performance.now() - started) / 1000;
    }
  }
  return { parts, customers, latencies, failed, elapsed };
}

/** Stock left + pieces ordered, per part, read back through the API once the catalogue cache has moved on. */
async function stockCheck(baseURL: string, parts: string[], customers: { email: string; cookie: string }[]) {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const ordered = new Map(parts.map((id) => [id, 0]));
  let orders = 0;
  for (const [n, { email, cookie }] of customers.entries()) {
    const mine = await fetch(`${baseURL}/api/order?email=${encodeURIComponent(email)}`, {
      headers: { cookie },
    });
    const placed = (await okJson<{ lineCount: number }[]>(mine)).filter(
      (order) => order.lineCount === LINES,
    ).length;
    orders += placed;
    for (const id of cartParts(n, parts)) ordered.set(id, (ordered.get(id) ?? 0) + placed);
  }
  let exact = true;
  for (const id of parts) {
    const { availableQty } = await okJson<{ availableQty: number }>(
      await fetch(`${baseURL}/api/product/${id}`),
    );
    exact &&= availableQty + (ordered.get(id) ?? 0) === INITIAL_STOCK;
  }
  return { orders, exact };
}

export async function checkoutThroughput(
  baseURL: string,
  connections: number,
  seconds: number,
  partCount: number,
  timing: CheckoutTiming = 'loop',
): Promise<CheckoutResult> {
  const run = await measureCheckouts(baseURL, connections, seconds, partCount, timing);
  const { orders, exact } = await stockCheck(baseURL, run.parts, run.customers);
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    customers: run.customers.length,
    checkoutsPerSecond: run.latencies.length / run.elapsed,
    checkoutP99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? Number.NaN),
    failed: run.failed,
    stockExact: exact,
    detail: `${orders} orders of ${LINES} lines from ${partCount} parts; median checkout ${Math.round(median(run.latencies))} ms`,
  };
}
