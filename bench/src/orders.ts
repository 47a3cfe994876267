import type { LoadOptions } from './load.ts';
import { fetchNamingFailure } from './requests.ts';
import { benchShipment } from './shipment.ts';

export const demoCustomer = { email: 'customer@crankworks.test', password: 'Customer#2026demo' };
export const demoAdmin = { email: 'admin@crankworks.test', password: 'Admin#2026demo' };

export async function signIn(baseURL: string, who: { email: string; password: string }) {
  const response = await fetchNamingFailure(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(who),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${who.email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie };
}

const INITIAL_STOCK = 1_000_000;

/**
 * The order load is one customer placing orders as fast as the shop takes them, none of them paid:
 * far past the shop's limit of unpaid orders per customer, which is not what it measures. Every
 * server the bench starts takes this limit instead (one order per piece of stock at most).
 */
export const ORDER_LOAD_ENV = { MAX_UNPAID_ORDERS: String(INITIAL_STOCK) };

/**
 * The part's stock as the shop reports it (once the catalogue cache, a second at most, has moved on),
 * and the quantity the customer's orders of it add up to: together they must make the initial stock.
 * Counted from the orders themselves, as the load generator does not count requests still in flight
 * when it stops.
 */
export async function stockCheck(baseURL: string, productId: string, customerCookie: string) {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const product = await fetch(`${baseURL}/api/product/${productId}`);
  const stock = ((await product.json()) as { availableQty: number }).availableQty;
  const orders = await fetch(`${baseURL}/api/order?email=${encodeURIComponent(demoCustomer.email)}`, {
    headers: { cookie: customerCookie },
  });
  const ordered = ((await orders.json()) as { productId: string | null; orderQty: number }[])
    .filter((order) => order.productId === productId)
    .reduce((sum, order) => sum + order.orderQty, 0);
  return { stock, ordered };
}

/**
 * Makes a product with stock for every order the run can place (as the demo admin) and returns a
 * request that places one order of it as the signed-in demo customer.
 */
export async function prepareOrderLoad(
  baseURL: string,
): Promise<Omit<LoadOptions, 'title'> & { productId: string; initialStock: number; customerCookie: string }> {
  const admin = await signIn(baseURL, demoAdmin);
  const created = await fetch(`${baseURL}/api/product`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie, origin: baseURL },
    body: JSON.stringify({
      name: 'Bench chainring',
      img: '/images/products/chainring.svg',
      ShortDescription: 'A product made for the load test.',
      price: 12.5,
      availableQty: INITIAL_STOCK,
      minimumQty: 1,
    }),
  });
  if (!created.ok)
    throw new Error(`creating the bench product failed: ${created.status} ${await created.text()}`);
  const { insertedId } = (await created.json()) as { insertedId: string };
  const customer = await signIn(baseURL, demoCustomer);
  const shipment = await benchShipment(baseURL, [insertedId]);
  return {
    productId: insertedId,
    customerCookie: customer.cookie,
    initialStock: INITIAL_STOCK,
    url: `${baseURL}/api/order`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: customer.cookie, origin: baseURL },
    body: JSON.stringify({
      productId: insertedId,
      orderQty: 1,
      ...shipment,
    }),
  };
}
