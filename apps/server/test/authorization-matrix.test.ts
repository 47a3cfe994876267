import { randomUUID } from 'node:crypto';
import { addressFieldsSchema, type AddressFields, type ShippingZone } from '@crankworks/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { freshClientAddress, originOf, signIn, signUp, type TestUser } from './auth-helper.ts';
import { address, category, outbox, review, session, spec } from '../src/db/schema/index.ts';
import { placeGuestOrder } from '../src/features/orders/index.ts';
import { orderLinkKeyOf, signOrderLink } from '../src/lib/order-link-token.ts';
import { buildTestApp } from './helper.ts';
import { newYork } from './address-fixtures.ts';

/**
 * Every /api route, with the status each kind of caller gets (docs/product.md, Roles). Callers run in order,
 * each with his own session cookie:
 * - visitor: no session;
 * - customer: the owner of the resource in the path (fx.owner);
 * - otherCustomer: another customer (fx.other) calling the same path, i.e. on the owner's resource;
 * - admin: fx.admin.
 * A route registered under /api that no row lists fails the last test, and so does a row whose
 * route does not exist. Add a row (or several, for several cases) with each new route.
 */
const callers = ['visitor', 'customer', 'otherCustomer', 'admin'] as const;
type Caller = (typeof callers)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Fixtures {
  app: App;
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  productId: string;
  /** Where every order ships: New York, by the cheapest method the demo zones offer. */
  shipment: { shipTo: AddressFields; shippingMethodId: string };
  /** An unpaid order of fx.owner. */
  orderId: string;
  newUser(): Promise<TestUser>;
  /** The id of a new session of fx.owner, signed in elsewhere. */
  newOwnerSession(): Promise<string>;
  newProduct(): Promise<string>;
  /** A new unpaid order of fx.owner. */
  newOrder(): Promise<string>;
  /** A new review (of no account, as a seeded one). */
  newReview(): Promise<string>;
  /** A new address in fx.owner's address book. */
  newOwnerAddress(): Promise<string>;
  /** Puts two of fx.productId in the caller's cart (a visitor has none on the server). */
  fillCart(caller: Caller): Promise<void>;
}

interface MatrixRow {
  method: Method;
  /** The route as registered, e.g. `/api/user/:email`. */
  route: string;
  /** The path to call; it may create a fresh target per caller (for calls that destroy it). Default: `route`. */
  path?: (fx: Fixtures, caller: Caller) => string | Promise<string>;
  body?: (fx: Fixtures) => unknown;
  expect: Record<Caller, number>;
}

const all = (status: number) => ({ visitor: status, customer: status, otherCustomer: status, admin: status });
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A category of its own for a call that changes or deletes it. */
async function newCategory(fx: Fixtures) {
  const [row] = await fx.app.deps.database.db
    .insert(category)
    .values({ name: `Matrix category ${randomUUID()}`, slug: `matrix-${randomUUID()}` })
    .returning({ id: category.id });
  return row!.id;
}
async function newSpec(fx: Fixtures) {
  const [row] = await fx.app.deps.database.db
    .insert(spec)
    .values({ name: `Matrix spec ${randomUUID()}`, key: `matrix-${randomUUID()}`, kind: 'text' })
    .returning({ id: spec.id });
  return row!.id;
}
const at = (email: string) => encodeURIComponent(email);
const matrixAddress = {
  fullName: 'Matrix Rider',
  line1: '1 Spoke St',
  city: 'Boston',
  region: 'MA',
  postalCode: '02108',
  country: 'US',
  phone: '+1 555 0100',
};

const rows: MatrixRow[] = [
  // Operations and documentation-free public reads.
  { method: 'GET', route: '/api/health', expect: all(200) },
  { method: 'GET', route: '/api/ready', expect: all(200) },
  { method: 'GET', route: '/api/products', expect: all(200) },
  { method: 'GET', route: '/api/products/facets', expect: all(200) },
  {
    method: 'GET',
    route: '/api/purchase/:id',
    path: (fx) => `/api/purchase/${fx.productId}`,
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/product/:id',
    path: (fx) => `/api/product/${fx.productId}`,
    expect: all(200),
  },
  { method: 'GET', route: '/api/reviews', expect: all(200) },

  // Accounts (issue 3).
  { method: 'GET', route: '/api/auth-config', expect: all(200) },
  { method: 'GET', route: '/api/auth/*', path: () => '/api/auth/get-session', expect: all(200) },
  {
    method: 'POST',
    route: '/api/auth/*',
    path: () => '/api/auth/sign-in/email',
    body: (fx) => ({ email: fx.owner.email, password: 'not-the-password' }),
    expect: all(401),
  },
  {
    method: 'POST',
    route: '/api/auth/request-password-reset',
    body: (fx) => ({ email: fx.owner.email }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/user/:email',
    path: (fx) => `/api/user/${at(fx.owner.email)}`,
    expect: { visitor: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/user/:email',
    path: (fx) => `/api/user/${at(fx.owner.email)}`,
    body: (fx) => ({ email: fx.owner.email }),
    expect: { visitor: 401, customer: 200, otherCustomer: 403, admin: 403 },
  },
  {
    method: 'PUT',
    route: '/api/user/:email',
    path: (fx) => `/api/user/${at(fx.owner.email)}`,
    body: (fx) => ({
      email: fx.owner.email,
      username: 'Owner',
      education: '',
      address: '1 Spoke St',
      phone: '',
    }),
    expect: { visitor: 401, customer: 200, otherCustomer: 403, admin: 403 },
  },
  {
    method: 'GET',
    route: '/api/users',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  // Sessions (issue 35): each caller's own; another's session is not found, even by an admin.
  {
    method: 'GET',
    route: '/api/sessions',
    expect: { visitor: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/sessions/others',
    expect: { visitor: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/sessions/:id',
    path: async (fx) => `/api/sessions/${await fx.newOwnerSession()}`,
    expect: { visitor: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    method: 'PUT',
    route: '/api/user/admin/:email',
    path: async (fx) => `/api/user/admin/${at((await fx.newUser()).email)}`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/user/admin/:email',
    path: async (fx) => {
      const target = await fx.newUser();
      await fx.app.inject({
        method: 'PUT',
        url: `/api/user/admin/${at(target.email)}`,
        headers: fx.admin.headers,
      });
      return `/api/user/admin/${at(target.email)}`;
    },
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/user/:email',
    path: async (fx) => `/api/user/${at((await fx.newUser()).email)}`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/:email',
    path: (fx) => `/api/admin/${at(fx.owner.email)}`,
    expect: { visitor: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },

  // Catalogue, reviews, contact.
  {
    method: 'POST',
    route: '/api/product',
    body: () => newProductBody('Matrix crank'),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    method: 'PATCH',
    route: '/api/product/:id',
    path: (fx) => `/api/product/${fx.productId}`,
    body: () => ({ restock: 1 }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  // Uploads are multipart; a JSON body reaches the check after the guard (415).
  {
    method: 'POST',
    route: '/api/images',
    body: () => ({ image: 'not a file' }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 415 },
  },
  {
    method: 'GET',
    route: '/api/images/:id',
    path: () => `/api/images/${MISSING_ID}`,
    expect: all(404),
  },
  {
    method: 'DELETE',
    route: '/api/product/:id',
    path: async (fx) => `/api/product/${await fx.newProduct()}`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  // The admin's catalogue reads, which show drafts and archived parts (decision 074).
  {
    method: 'GET',
    route: '/api/admin/products',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/product/:id',
    path: (fx) => `/api/admin/product/${fx.productId}`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  { method: 'GET', route: '/api/categories', expect: all(200) },
  {
    method: 'POST',
    route: '/api/category',
    body: () => ({ name: `Matrix tools ${randomUUID()}` }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    method: 'PUT',
    route: '/api/category/:id',
    path: async (fx) => `/api/category/${await newCategory(fx)}`,
    body: () => ({ name: `Matrix wrenches ${randomUUID()}` }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/category/:id',
    path: async (fx) => `/api/category/${await newCategory(fx)}`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/product/:id/categories',
    path: (fx) => `/api/product/${fx.productId}/categories`,
    body: () => ({ categoryIds: [] }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  // The catalogue as CSV (decision 077).
  {
    method: 'GET',
    route: '/api/admin/products/export',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/admin/products/import',
    body: () => ({ csv: 'Part id\r\n', dryRun: true }),
    // An admin's file without the catalogue's header is refused whole.
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 400 },
  },
  // The catalogue's specifications (decision 076).
  { method: 'GET', route: '/api/specs', expect: all(200) },
  {
    method: 'POST',
    route: '/api/spec',
    body: () => ({ name: `Matrix spec ${randomUUID().slice(0, 8)}`, kind: 'number', unit: 'mm' }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    method: 'PUT',
    route: '/api/spec/:id',
    path: async (fx) => `/api/spec/${await newSpec(fx)}`,
    body: () => ({ name: `Matrix spec ${randomUUID().slice(0, 8)}`, unit: null }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/spec/:id',
    path: async (fx) => `/api/spec/${await newSpec(fx)}`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/product/:id/specs',
    path: (fx) => `/api/product/${fx.productId}/specs`,
    body: () => ({ specs: [] }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/product/:id/variants',
    path: (fx) => `/api/product/${fx.productId}/variants`,
    body: (fx) => ({
      options: [],
      variants: [
        { _id: fx.productId, sku: 'MATRIX-1', values: [], price: 10, minimumQty: 1, weightGrams: 0 },
      ],
    }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/review',
    body: () => ({ name: 'Matrix Rider', rating: 5, message: 'Smooth' }),
    expect: { visitor: 401, customer: 201, otherCustomer: 201, admin: 201 },
  },
  {
    method: 'GET',
    route: '/api/admin/reviews',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/review/:id',
    path: async (fx) => `/api/review/${await fx.newReview()}`,
    body: () => ({ hidden: true }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/review/:id',
    path: async (fx) => `/api/review/${await fx.newReview()}`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/contact',
    body: () => ({ firstName: 'Ada', lastName: 'Rider', email: 'ada@example.com', message: 'Hello' }),
    expect: all(201),
  },
  {
    method: 'GET',
    route: '/api/contact-messages',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },

  // The shop's outbox (issue 9): admins only, its e-mails hold customers' addresses and links.
  {
    method: 'GET',
    route: '/api/admin/outbox',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/outbox/:id',
    // Placing fx.orderId wrote its customer an e-mail.
    path: async (fx) => {
      const [mail] = await fx.app.deps.database.db.select({ id: outbox.id }).from(outbox).limit(1);
      return `/api/admin/outbox/${mail?.id ?? MISSING_ID}`;
    },
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },

  // The address book (issue 36): each caller's own; another's address is not found, even by an admin.
  {
    method: 'GET',
    route: '/api/addresses',
    expect: { visitor: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/addresses',
    body: () => matrixAddress,
    expect: { visitor: 401, customer: 201, otherCustomer: 201, admin: 201 },
  },
  {
    method: 'PUT',
    route: '/api/addresses/:id',
    path: async (fx) => `/api/addresses/${await fx.newOwnerAddress()}`,
    body: () => matrixAddress,
    expect: { visitor: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/addresses/:id',
    path: async (fx) => `/api/addresses/${await fx.newOwnerAddress()}`,
    expect: { visitor: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    method: 'PUT',
    route: '/api/addresses/:id/default/:use',
    path: async (fx) => `/api/addresses/${await fx.newOwnerAddress()}/default/billing`,
    expect: { visitor: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },

  // The cart (issue 20): every signed-in person has his own; a visitor's lives in his browser.
  {
    method: 'GET',
    route: '/api/cart',
    expect: { visitor: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/cart/:id',
    path: (fx) => `/api/cart/${fx.productId}`,
    body: () => ({ qty: 2 }),
    expect: { visitor: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/cart/:id',
    path: async (fx, caller) => {
      await fx.fillCart(caller);
      return `/api/cart/${fx.productId}`;
    },
    expect: { visitor: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/cart/dropped',
    expect: { visitor: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/cart/merge',
    body: (fx) => ({ lines: [{ productId: fx.productId, qty: 2 }] }),
    expect: { visitor: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    // Only an expired order goes back, and only into its own customer's cart: fx.orderId is unpaid.
    method: 'POST',
    route: '/api/order/:id/put-back',
    path: (fx) => `/api/order/${fx.orderId}/put-back`,
    expect: { visitor: 401, customer: 409, otherCustomer: 403, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/checkout',
    path: async (fx, caller) => {
      await fx.fillCart(caller);
      return '/api/checkout';
    },
    body: (fx) => fx.shipment,
    expect: { visitor: 401, customer: 201, otherCustomer: 201, admin: 201 },
  },

  // Orders.
  {
    method: 'POST',
    route: '/api/order',
    body: (fx) => ({ productId: fx.productId, orderQty: 1, ...fx.shipment }),
    expect: { visitor: 401, customer: 201, otherCustomer: 201, admin: 201 },
  },
  {
    method: 'GET',
    route: '/api/order',
    path: (fx) => `/api/order?email=${at(fx.owner.email)}`,
    expect: { visitor: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/order/:id',
    path: (fx) => `/api/order/${fx.orderId}`,
    expect: { visitor: 401, customer: 200, otherCustomer: 404, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/order/:id/invoice.pdf',
    path: (fx) => `/api/order/${fx.orderId}/invoice.pdf`,
    expect: { visitor: 401, customer: 200, otherCustomer: 404, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/order/:id/invoice.pdf',
    path: () => `/api/order/${MISSING_ID}/invoice.pdf`,
    expect: { visitor: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    method: 'GET',
    route: '/api/order/:id/credit-notes/:noteId.pdf',
    path: (fx) => `/api/order/${fx.orderId}/credit-notes/${MISSING_ID}.pdf`,
    expect: { visitor: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/order/:id',
    path: async (fx) => `/api/order/${await fx.newOrder()}`,
    expect: { visitor: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/order/:id/shipped',
    path: () => `/api/order/${MISSING_ID}/shipped`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 404 },
  },
  // Shipments (issue 20): admins only, even on the customer's own order (unpaid, so 409 for the admin).
  {
    method: 'POST',
    route: '/api/order/:id/shipments',
    path: (fx) => `/api/order/${fx.orderId}/shipments`,
    body: () => ({ lines: [{ lineNo: 1, qty: 1 }], carrier: 'DHL', trackingNumber: 'JD0146' }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 409 },
  },
  {
    method: 'POST',
    route: '/api/order/:id/delivered',
    path: (fx) => `/api/order/${fx.orderId}/delivered`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 409 },
  },
  {
    method: 'POST',
    route: '/api/order/:id/refunds',
    path: (fx) => `/api/order/${fx.orderId}/refunds`,
    body: () => ({ amount: 1 }),
    // The owner's own order is unpaid: an admin gets past the guard to the order's state.
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 409 },
  },
  {
    method: 'POST',
    route: '/api/order/:id/cancel',
    path: (fx) => `/api/order/${fx.orderId}/cancel`,
    body: () => ({}),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 409 },
  },
  {
    method: 'GET',
    route: '/api/orders',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/summary',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/seller',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/admin/seller',
    body: () => ({
      legalName: 'Crankworks Ltd',
      postalAddress: '4 Sprocket Yard\nGearton 10115',
      country: 'US',
      email: 'billing@crankworks.test',
    }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  // Shipping (issue 36): anyone asks for the methods to an address; only admins edit the zones. The
  // zones a PUT or DELETE reaches do not exist: an admin gets past the guard to the 404.
  {
    method: 'POST',
    route: '/api/shipping/options',
    body: (fx) => ({ to: { country: 'JP' }, lines: [{ productId: fx.productId, qty: 1 }] }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/admin/shipping/zones',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/admin/shipping/zones',
    body: () => ({ name: `Matrix ${randomUUID()}`, areas: [{ country: 'JP' }], methods: [] }),
    // Created once by the admin; a second caller would find Japan taken, so only the admin gets through.
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    method: 'PUT',
    route: '/api/admin/shipping/zones/:id',
    path: () => `/api/admin/shipping/zones/${MISSING_ID}`,
    body: () => ({ name: 'Nowhere', areas: [{ country: 'NZ' }], methods: [] }),
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/admin/shipping/zones/:id',
    path: () => `/api/admin/shipping/zones/${MISSING_ID}`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 404 },
  },
  {
    method: 'GET',
    route: '/api/admin/orders.csv',
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },

  // Payments: only the order's own customer pays it.
  {
    method: 'POST',
    route: '/api/create-payment-intent',
    body: (fx) => ({ orderId: fx.orderId }),
    expect: { visitor: 401, customer: 200, otherCustomer: 403, admin: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/order/:id',
    path: (fx) => `/api/order/${fx.orderId}`,
    body: () => ({ transactionId: 'not-a-real-payment' }),
    expect: { visitor: 401, customer: 400, otherCustomer: 403, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/test-payments/confirm',
    body: () => ({
      clientSecret: 'no-such-secret',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
      postalCode: '10001',
    }),
    expect: { visitor: 401, customer: 400, otherCustomer: 400, admin: 400 },
  },
  // Guest checkout and order links (decision 066): anyone orders; the link's token is the key.
  {
    method: 'POST',
    route: '/api/guest-checkout',
    body: (fx) => guestOrderBody(fx, `guest-${randomUUID()}@example.com`),
    expect: all(201),
  },
  {
    method: 'GET',
    route: '/api/order-link/:token',
    path: async (fx) => `/api/order-link/${await newGuestLink(fx)}`,
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/order-link/:token/invoice.pdf',
    path: async (fx) => `/api/order-link/${await newGuestLink(fx)}/invoice.pdf`,
    expect: all(200),
  },
  {
    method: 'POST',
    route: '/api/order-link/:token/claim',
    path: async (fx) => `/api/order-link/${await newGuestLink(fx)}/claim`,
    expect: { visitor: 401, customer: 403, otherCustomer: 403, admin: 403 },
  },
  // Authenticated by Stripe's signature, not a session; off without Stripe keys.
  { method: 'POST', route: '/api/stripe/webhook', body: () => ({}), expect: all(404) },
];

const guestOrderBody = (fx: Fixtures, email: string) => ({
  name: 'Matrix Guest',
  email,
  ...fx.shipment,
  lines: [{ productId: fx.productId, qty: 2 }],
});

/** The link's token of a new guest order (placed without the route, whose rate limit is not this test's). */
async function newGuestLink(fx: Fixtures) {
  const { config, database } = fx.app.deps;
  const limits = { maxUnpaid: config.MAX_UNPAID_ORDERS, holdMinutes: config.ORDER_HOLD_MINUTES };
  const placed = await placeGuestOrder(
    database,
    guestOrderBody(fx, `guest-${randomUUID()}@example.com`),
    limits,
  );
  return signOrderLink(orderLinkKeyOf(config), placed.id);
}

/** Routes every caller may read by design and that serve no data of ours. */
const EXEMPT_PREFIXES = ['/api/docs'];

function newProductBody(name: string) {
  return {
    name,
    img: '/images/parts/crankset.jpg',
    ShortDescription: 'For the matrix',
    price: 12.5,
    availableQty: 100,
    minimumQty: 1,
  };
}

/** `METHOD /path` of every route the app registered, read from Fastify's route tree. */
function registeredRoutes(app: App): Set<string> {
  const found = new Set<string>();
  const segments: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│├└─\s]*)(.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    segments.length = depth;
    segments[depth] = match[2];
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') found.add(`${method} ${segments.join('')}`);
    }
  }
  return found;
}

let fx: Fixtures;

beforeAll(async () => {
  // The owner places an order for every row that needs one of its own, above the default limit.
  const { app } = await buildTestApp({ MAX_UNPAID_ORDERS: '100' });
  const [owner, other, admin] = await Promise.all([signUp(app), signUp(app), signUp(app, { role: 'admin' })]);
  const created = async (path: string, body: unknown, user: TestUser) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: user.headers,
      payload: body as object,
    });
    if (response.statusCode !== 201) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return response.json<{ insertedId: string }>().insertedId;
  };
  const newProduct = () => created('/api/product', newProductBody('Matrix hub'), admin);
  const productId = await newProduct();
  // One zone, New York alone: the zone rows below add Japan and edit New Zealand, which it leaves free.
  const zone = await app.inject({
    method: 'POST',
    url: '/api/admin/shipping/zones',
    headers: admin.headers,
    payload: {
      name: 'Matrix New York',
      areas: [{ country: 'US', region: 'NY' }],
      methods: [
        {
          name: 'Standard',
          basis: 'weight',
          rates: [{ upTo: null, price: 5 }],
          freeAbove: null,
          minDays: 2,
          maxDays: 4,
        },
      ],
    },
  });
  const shipment = {
    shipTo: addressFieldsSchema.parse(newYork),
    shippingMethodId: zone.json<ShippingZone>().methods[0]!._id,
  };
  const newOrder = () => created('/api/order', { productId, orderQty: 2, ...shipment }, owner);
  const userOf = (caller: Caller) =>
    ({ visitor: undefined, customer: owner, otherCustomer: other, admin })[caller];
  fx = {
    app,
    owner,
    other,
    admin,
    fillCart: async (caller) => {
      const user = userOf(caller);
      if (!user) return;
      await app.inject({
        method: 'PUT',
        url: `/api/cart/${productId}`,
        headers: { ...user.headers, origin: originOf(app) },
        payload: { qty: 2 },
      });
    },
    productId,
    shipment,
    orderId: await newOrder(),
    newUser: () => signUp(app),
    newOwnerSession: async () => {
      await signIn(app, owner.email, owner.password);
      const [newest] = await app.deps.database.db
        .select({ id: session.id })
        .from(session)
        .where(eq(session.userId, owner.id))
        .orderBy(desc(session.createdAt))
        .limit(1);
      return newest!.id;
    },
    // Straight into the table: the rows run many times, past the book's limit of addresses.
    newOwnerAddress: async () => {
      const [row] = await app.deps.database.db
        .insert(address)
        .values({ ...matrixAddress, userId: owner.id })
        .returning({ id: address.id });
      return row!.id;
    },
    newProduct,
    newOrder,
    newReview: async () => {
      const [row] = await app.deps.database.db
        .insert(review)
        .values({ name: 'Seeded Rider', rating: 4, message: 'Good parts' })
        .returning({ id: review.id });
      return row!.id;
    },
  };
});
afterAll(() => fx.app.close());

async function answerOf(row: MatrixRow, caller: Caller) {
  const user = { visitor: undefined, customer: fx.owner, otherCustomer: fx.other, admin: fx.admin }[caller];
  const body = row.body?.(fx);
  return fx.app.inject({
    method: row.method,
    url: row.path ? await row.path(fx, caller) : row.route,
    headers: user ? { ...user.headers, origin: originOf(fx.app) } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe('authorization matrix', () => {
  it.each(rows.map((row, index) => [`${row.method} ${row.route} #${index + 1}`, row] as const))(
    '%s',
    async (_name, row) => {
      const statuses: Record<string, number> = {};
      for (const caller of callers) statuses[caller] = (await answerOf(row, caller)).statusCode;
      expect(statuses).toEqual(row.expect);
    },
  );

  it('checks the caller before the input: invalid requests still get 401, and 403 on admin routes', async () => {
    const protectedRoutes = new Map<string, MatrixRow>();
    for (const row of rows)
      if (row.expect.visitor === 401 && !row.route.startsWith('/api/auth/'))
        protectedRoutes.set(`${row.method} ${row.route}`, row);
    const adminOnly = (row: MatrixRow) => row.expect.customer === 403 && row.expect.admin < 400;
    const wrong: string[] = [];
    for (const [name, row] of protectedRoutes) {
      const url = `${row.route.replace(':id', 'not-an-id').replace(':email', 'not-an-email')}?page=-1&sort=nonsense&email=x`;
      for (const caller of ['visitor', 'customer'] as const) {
        const user = caller === 'customer' ? fx.owner : undefined;
        const response = await fx.app.inject({
          method: row.method,
          url,
          headers: {
            ...(user ? { ...user.headers, origin: originOf(fx.app) } : {}),
            ...(row.method === 'GET' || row.method === 'DELETE'
              ? {}
              : { 'content-type': 'application/json' }),
          },
          ...(row.method === 'GET' || row.method === 'DELETE'
            ? {}
            : { payload: '{"name": 42, "orderQty": "lots", "rating": [], "email": null}' }),
        });
        const expected = caller === 'visitor' ? 401 : adminOnly(row) ? 403 : undefined;
        if (expected && response.statusCode !== expected)
          wrong.push(`${name} as ${caller}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(protectedRoutes.size).toBeGreaterThan(15);
    expect(wrong).toEqual([]);
  });

  it('answers a signed-in caller of every route that reads the session with Cache-Control: private, no-store', async () => {
    const readsSession = rows.filter(
      (row) => row.expect.visitor === 401 || row.route.startsWith('/api/auth/'),
    );
    const stored: string[] = [];
    for (const row of readsSession)
      for (const caller of ['customer', 'otherCustomer', 'admin'] as const) {
        const answer = await answerOf(row, caller);
        if (answer.headers['cache-control'] !== 'private, no-store')
          stored.push(`${row.method} ${row.route} as ${caller}: ${String(answer.headers['cache-control'])}`);
      }
    expect(readsSession.length).toBeGreaterThan(30);
    expect(stored).toEqual([]);
  });

  it('answers better-auth privately even to a visitor: a sign-in’s answer carries his new session', async () => {
    const signIn = await fx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: freshClientAddress(),
      payload: { email: fx.owner.email, password: fx.owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('private, no-store');
  });

  it('lists every /api route the app serves, and no route it does not serve', () => {
    const served = [...registeredRoutes(fx.app)].filter(
      (route) =>
        route.split(' ')[1]?.startsWith('/api/') &&
        !EXEMPT_PREFIXES.some((prefix) => route.split(' ')[1]?.startsWith(prefix)),
    );
    const listed = new Set(rows.map((row) => `${row.method} ${row.route}`));
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !listed.has(route)).sort(), 'routes without a row').toEqual([]);
    expect([...listed].filter((route) => !served.includes(route)).sort(), 'rows without a route').toEqual([]);
  });
});
