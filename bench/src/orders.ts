import type { LoadOptions } from './load.ts';

const demoCustomer = { email: 'customer@crankworks.test', password: 'Customer#2026demo' };
const demoAdmin = { email: 'admin@crankworks.test', password: 'Admin#2026demo' };

async function signIn(baseURL: string, who: { email: string; password: string }) {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
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

/**
 * Makes a product with stock for every order the run can place (as the demo admin) and returns a
 * request that places one order of it as the signed-in demo customer.
 */
export async function prepareOrderLoad(baseURL: string): Promise<Omit<LoadOptions, 'title'>> {
  const admin = await signIn(baseURL, demoAdmin);
  const created = await fetch(`${baseURL}/api/product`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie, origin: baseURL },
    body: JSON.stringify({
      name: 'Bench chainring',
      img: '/images/products/chainring.svg',
      ShortDescription: 'A product made for the load test.',
      price: 12.5,
      availableQty: 1_000_000,
      minimumQty: 1,
    }),
  });
  if (!created.ok)
    throw new Error(`creating the bench product failed: ${created.status} ${await created.text()}`);
  const { insertedId } = (await created.json()) as { insertedId: string };
  const customer = await signIn(baseURL, demoCustomer);
  return {
    url: `${baseURL}/api/order`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: customer.cookie, origin: baseURL },
    body: JSON.stringify({
      productId: insertedId,
      orderQty: 1,
      address: '1 Bench Road, Testville',
      phone: '+1 555 0100',
    }),
  };
}
