import type { Order } from '@crankworks/contract';
import { benchShipment } from '../../../bench/src/shipment.ts';
import { demoLogins } from '../src/features/auth/demo-accounts.ts';

const customerLogin = demoLogins.find((login) => login.role === 'user')!;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', postalCode: '10115' };

/** A JSON POST to a real server process, from the shop's own origin as its pages send it. */
export const postJson = (base: string, path: string, body: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });

/**
 * The demo customer in a browser against a real server process: signs in, orders a seeded part and
 * pays through the built-in test processor, over HTTP.
 */
export async function demoCustomer(base: string) {
  const signIn = await postJson(base, '/api/auth/sign-in/email', {
    email: customerLogin.email,
    password: customerLogin.password,
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const send = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { items } = await send<{ items: { _id: string; minimumQty: number; availableQty: number }[] }>(
    'GET',
    '/api/products',
  );
  const part = items.find((item) => item.availableQty >= item.minimumQty * 20)!;
  // Shipped to New York by the cheapest method: a demo shop ships, so every order names both.
  let shipment: Awaited<ReturnType<typeof benchShipment>> | undefined;

  return {
    /** Places an order of the part; pays it when `pay` says so. Returns its id. */
    async order(pay: boolean) {
      shipment ??= await benchShipment(base, [part._id]);
      const { insertedId } = await send<{ insertedId: string }>('POST', '/api/order', {
        productId: part._id,
        orderQty: part.minimumQty,
        ...shipment,
      });
      if (pay) {
        const { clientSecret } = await send<{ clientSecret: string }>('POST', '/api/create-payment-intent', {
          orderId: insertedId,
        });
        const { transactionId } = await send<{ transactionId: string }>(
          'POST',
          '/api/test-payments/confirm',
          {
            ...card,
            clientSecret,
          },
        );
        await send('PATCH', `/api/order/${insertedId}`, { transactionId });
      }
      return insertedId;
    },
    /** The customer's orders as My Orders lists them: id, payment state and transaction, by id. */
    async orders() {
      const orders = await send<Order[]>(
        'GET',
        `/api/order?email=${encodeURIComponent(customerLogin.email)}`,
      );
      return orders
        .map(({ _id, paid, status, transactionId, paidAt }) => ({ _id, paid, status, transactionId, paidAt }))
        .sort((a, b) => a._id.localeCompare(b._id));
    },
  };
}
