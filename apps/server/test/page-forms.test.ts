import { and, eq } from 'drizzle-orm';
import { MAX_CART_LINES } from '@crankworks/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import {
  address,
  cartLine,
  contactMessage,
  order,
  outbox,
  product,
  review,
  user,
} from '../src/db/schema/index.ts';
import { ACCOUNT_LOCKOUT } from '../src/features/auth/account-lockout.ts';
import { cookieFrom, freshClientAddress, originOf, signIn, signUp, type TestUser } from './auth-helper.ts';
import { resetDatabase, testDatabase, type TestApp } from './helper.ts';
import { captureLogs } from './log-capture.ts';
import { addDemoZones, newYork, newYorkFormFields } from './address-fixtures.ts';
import { addProduct } from './order-fixtures.ts';
import { eventually } from './smtp-stand-in.ts';

let t: TestApp;
let logs: ReturnType<typeof captureLogs>;
beforeEach(async () => {
  const database = await testDatabase();
  await resetDatabase(database);
  logs = captureLogs();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp({ config, database, logStream: logs.stream });
  await app.ready();
  t = { app, database };
  await addDemoZones(t);
});
afterEach(() => t.app.close());

const PASSWORD = 'Quiet#Gravel-2026';

/** A form posted as the browser posts it without the app: urlencoded, from the shop's own page. */
function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: freshClientAddress(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: originOf(t.app),
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Where a 303 sends the browser, checked to carry none of what was typed. */
function redirectOf(response: Awaited<ReturnType<typeof postForm>>, typed: string[] = []) {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  for (const value of typed) expect(location).not.toContain(encodeURIComponent(value));
  return location;
}

describe('the login page posted as plain HTML', () => {
  let rider: TestUser;
  beforeEach(async () => {
    rider = await signUp(t.app, { password: PASSWORD });
  });

  it('signs in and goes on to the page first asked for, with the session cookie', async () => {
    const response = await postForm('/login?from=%2Fdashboard%2Forders', {
      email: rider.email,
      password: PASSWORD,
    });
    expect(redirectOf(response, [rider.email, PASSWORD])).toBe('/dashboard/orders');
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: cookieFrom(response.headers['set-cookie']) },
    });
    expect(session.json<{ user: { email: string } }>().user.email).toBe(rider.email);
  });

  it.each(['/.//evil.example/phish', '/%2e//evil.example/phish', '/x/..//evil.example/phish'])(
    'never sends the browser to another site after signing in, whatever the dot segments (from=%s)',
    async (from) => {
      const response = await postForm(`/login?from=${encodeURIComponent(from)}`, {
        email: rider.email,
        password: PASSWORD,
      });
      // A browser resolves the Location against the shop's address: it must stay on the shop.
      expect(new URL(redirectOf(response), 'https://shop.example').origin).toBe('https://shop.example');
    },
  );

  it('sends a wrong password back to the login page with its reason, not with the fields', async () => {
    const response = await postForm('/login', { email: rider.email, password: 'Wrong#Gravel-2026' });
    expect(redirectOf(response, [rider.email, 'Wrong#Gravel-2026'])).toBe('/login?failed=credentials');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('counts wrong passwords toward the account lockout, as the app’s sign-in does', async () => {
    for (let guess = 0; guess < ACCOUNT_LOCKOUT.maxFailures; guess += 1)
      await postForm('/login', { email: rider.email, password: `Wrong#Gravel-${guess}` });
    const response = await postForm('/login', { email: rider.email, password: PASSWORD });
    expect(redirectOf(response, [rider.email, PASSWORD])).toBe('/login?failed=locked');
  });

  it('refuses a form another site posts, and signs nobody in', async () => {
    const response = await postForm(
      '/login',
      { email: rider.email, password: PASSWORD },
      { origin: 'https://elsewhere.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('registers an account, then asks for a login as the app does', async () => {
    const email = `new-${Date.now()}@example.com`;
    const response = await postForm('/login?mode=register', {
      name: 'New Rider',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(redirectOf(response, [email, PASSWORD])).toBe('/login?done=registered');
    expect(await t.database.db.$count(user, eq(user.email, email))).toBe(1);
  });

  it('answers a registration of a taken address as a new one, and mails the owner instead', async () => {
    const response = await postForm('/login?mode=register', {
      name: 'Not Rider',
      email: rider.email,
      password: 'Another#Long-2026-pw',
      confirmPassword: 'Another#Long-2026-pw',
    });
    expect(redirectOf(response, [rider.email])).toBe('/login?done=registered');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.$count(user, eq(user.email, rider.email))).toBe(1);
    expect(
      await t.database.db.$count(
        outbox,
        and(eq(outbox.recipient, rider.email), eq(outbox.kind, 'sign-up-attempt')),
      ),
    ).toBe(1);
  });

  it('refuses two different passwords with the spec’s message code, and creates nobody', async () => {
    const email = `mismatch-${Date.now()}@example.com`;
    const response = await postForm('/login?mode=register', {
      name: 'New Rider',
      email,
      password: PASSWORD,
      confirmPassword: `${PASSWORD}x`,
    });
    expect(redirectOf(response, [email, PASSWORD])).toBe('/login?mode=register&failed=mismatch');
    expect(await t.database.db.$count(user, eq(user.email, email))).toBe(0);
  });

  it('sends a password-reset link and says so, whether or not the address has an account', async () => {
    const mailsBefore = await t.database.db.$count(outbox);
    for (const email of [rider.email, 'nobody@example.com']) {
      const response = await postForm('/forgot-password', { email });
      expect(redirectOf(response, [email])).toBe('/forgot-password?done=sent');
    }
    // The link is written just after the answer.
    await eventually(async () => expect(await t.database.db.$count(outbox)).toBe(mailsBefore + 1));
    await t.app.close();
    expect(await t.database.db.$count(outbox)).toBe(mailsBefore + 1);
  });

  it('never writes a posted password into the log', async () => {
    await postForm('/login', { email: rider.email, password: PASSWORD });
    await postForm('/login?mode=register', {
      name: 'X',
      email: 'x@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(logs.text()).toContain('/login');
    expect(logs.text()).not.toContain(PASSWORD);
  });

  it('logs a form sent in a query string (a browser without the app, a crafted link) by field names alone', async () => {
    const fields = new URLSearchParams({
      email: rider.email,
      password: PASSWORD,
      token: 'tok-81c2',
      q: 'hubs',
    });
    await t.app.inject({ method: 'GET', url: `/login?${fields}&page=2&sort=name` });
    const logged = logs.lines.find((line) => line.includes('"url":"/login?'));
    expect(logged).toContain(
      'email=[redacted]&password=[redacted]&token=[redacted]&q=[redacted]&page=2&sort=name',
    );
    for (const value of [PASSWORD, 'tok-81c2', 'hubs', encodeURIComponent(rider.email)]) {
      expect(logs.text()).not.toContain(value);
    }
  });
});

describe('the contact and purchase forms posted as plain HTML', () => {
  const message = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Bulk hubs?' };

  it('stores a contact message and shows the home page’s contact section with the outcome', async () => {
    const response = await postForm('/contact', message);
    expect(redirectOf(response, [message.email, message.message])).toBe('/?done=sent#contact');
    expect(await t.database.db.$count(contactMessage)).toBe(1);
  });

  it('counts a plain post once against the contact limit: 10 a minute are sent, the 11th is not', async () => {
    const address = freshClientAddress();
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/contact',
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: originOf(t.app) },
        payload: new URLSearchParams(message).toString(),
      });
    for (let sent = 0; sent < 10; sent += 1) expect(redirectOf(await post())).toBe('/?done=sent#contact');
    expect(redirectOf(await post())).toBe('/?failed=busy#contact');
    expect(await t.database.db.$count(contactMessage)).toBe(10);
  });

  it('stores no contact message that breaks the form’s rules', async () => {
    const response = await postForm('/contact', { ...message, firstName: 'x'.repeat(21) });
    expect(redirectOf(response)).toBe('/?failed=invalid#contact');
    expect(await t.database.db.$count(contactMessage)).toBe(0);
  });

  it('places the signed-in customer’s order, shipped by the cheapest method and taxed, and goes on to My Orders', async () => {
    const rider = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 2 });
    const fields = { orderQty: '3', ...newYorkFormFields };
    const response = await postForm(`/purchase/${part.id}`, fields, { cookie: rider.cookie });
    expect(redirectOf(response, [newYork.line1, newYork.phone])).toBe('/dashboard/orders');
    const [placed] = await t.database.db.select().from(order).where(eq(order.productId, part.id));
    expect(placed).toMatchObject({
      orderQty: 3,
      address: expect.stringContaining(newYork.line1),
      phone: newYork.phone,
      userEmail: rider.email,
      shippingMethod: 'Standard',
      taxLabel: 'Sales tax 4%',
    });
    // "Save this address" was not ticked: the book stays empty.
    expect(await t.database.db.$count(address)).toBe(0);
  });

  it('keeps a new address in the book when asked, and ships to a saved one chosen by its id', async () => {
    const rider = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 1 });
    const first = await postForm(
      `/purchase/${part.id}`,
      { orderQty: '1', ...newYorkFormFields, saveAddress: 'on' },
      { cookie: rider.cookie },
    );
    expect(redirectOf(first)).toBe('/dashboard/orders');
    const [saved] = await t.database.db.select().from(address);
    expect(saved).toMatchObject({ line1: newYork.line1, city: newYork.city });
    const second = await postForm(
      `/purchase/${part.id}`,
      { orderQty: '1', shipToChoice: saved!.id, billToSame: 'on', shippingMethodId: 'not-a-method' },
      { cookie: rider.cookie },
    );
    expect(redirectOf(second)).toBe('/dashboard/orders');
    const placed = await t.database.db.select().from(order).where(eq(order.productId, part.id));
    expect(placed).toHaveLength(2);
    // A method the address no longer gets (the page was older than a change of address): the cheapest.
    expect(placed.map((each) => [each.address, each.shippingMethod])).toEqual([
      [placed[0]!.address, 'Standard'],
      [placed[0]!.address, 'Standard'],
    ]);
    expect(await t.database.db.$count(address)).toBe(1);
  });

  it('says plainly when no method serves the address, and places nothing', async () => {
    const rider = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 1 });
    const tokyo = {
      ...newYorkFormFields,
      'shipTo.country': 'JP',
      'shipTo.region': '',
      'shipTo.city': 'Tokyo',
      'shipTo.postalCode': '100-0001',
    };
    const response = await postForm(
      `/purchase/${part.id}`,
      { orderQty: '1', ...tokyo },
      { cookie: rider.cookie },
    );
    expect(redirectOf(response)).toBe(`/purchase/${part.id}?failed=unserved`);
    expect(await t.database.db.$count(order)).toBe(0);
  });

  it('places one order when the same rendered form is posted twice, at once or again later', async () => {
    const rider = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 2 });
    const fields = { orderQty: '3', ...newYorkFormFields, idempotencyKey: 'form-7f3a' };
    const post = () => postForm(`/purchase/${part.id}`, fields, { cookie: rider.cookie });
    const answers = [...(await Promise.all([post(), post()])), await post()];
    expect(answers.map((answer) => redirectOf(answer))).toEqual(Array(3).fill('/dashboard/orders'));
    expect(await t.database.db.$count(order)).toBe(1);
    const anotherForm = await postForm(
      `/purchase/${part.id}`,
      { ...fields, idempotencyKey: 'form-9c21' },
      { cookie: rider.cookie },
    );
    expect(redirectOf(anotherForm)).toBe('/dashboard/orders');
    expect(await t.database.db.$count(order)).toBe(2);
  });

  it('tells the customer a form sent once already with other details must be reloaded', async () => {
    const rider = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 2 });
    const fields = { orderQty: '3', ...newYorkFormFields, idempotencyKey: 'form-5d0e' };
    await postForm(`/purchase/${part.id}`, fields, { cookie: rider.cookie });
    const changed = await postForm(
      `/purchase/${part.id}`,
      { ...fields, orderQty: '4' },
      { cookie: rider.cookie },
    );
    expect(redirectOf(changed)).toBe(`/purchase/${part.id}?failed=resent`);
    expect(await t.database.db.$count(order)).toBe(1);
  });

  it('refuses a quantity outside the part’s limits, and a visitor goes to the login page', async () => {
    const rider = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 2 });
    const fields = { orderQty: '11', ...newYorkFormFields };
    const tooMany = await postForm(`/purchase/${part.id}`, fields, { cookie: rider.cookie });
    expect(redirectOf(tooMany)).toBe(`/purchase/${part.id}?failed=quantity`);
    const visitor = await postForm(`/purchase/${part.id}`, { ...fields, orderQty: '3' });
    expect(redirectOf(visitor)).toBe(`/login?from=${encodeURIComponent(`/purchase/${part.id}`)}`);
    expect(await t.database.db.$count(order)).toBe(0);
  });
});

describe('the checkout form posted as plain HTML', () => {
  const fields = newYorkFormFields;

  /** A customer whose cart holds `qty` of each part. */
  async function customerWithCart(lines: { id: string; qty: number }[]) {
    const rider = await signUp(t.app);
    for (const line of lines) {
      const added = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/${line.id}`,
        headers: { cookie: rider.cookie, origin: originOf(t.app) },
        payload: { qty: line.qty },
      });
      expect(added.statusCode).toBe(200);
    }
    return rider;
  }

  it('places the whole cart as one order and goes on to My Orders', async () => {
    const chain = await addProduct(t.database.db, { availableQty: 10, minimumQty: 2 });
    const cassette = await addProduct(t.database.db, { availableQty: 5, minimumQty: 1 });
    const rider = await customerWithCart([
      { id: chain.id, qty: 3 },
      { id: cassette.id, qty: 2 },
    ]);
    const response = await postForm('/checkout', fields, { cookie: rider.cookie });
    expect(redirectOf(response, [newYork.line1, newYork.phone])).toBe('/dashboard/orders');
    const placed = await t.database.db.select().from(order).where(eq(order.userEmail, rider.email));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      address: expect.stringContaining(newYork.line1),
      phone: newYork.phone,
      shippingMethod: 'Standard',
    });
    const [left] = await t.database.db.select().from(product).where(eq(product.id, chain.id));
    expect(left?.availableQty).toBe(7);
  });

  it('sends the customer back to the checkout with a code when a part no longer fits, and places nothing', async () => {
    const chain = await addProduct(t.database.db, { availableQty: 10, minimumQty: 2 });
    const rider = await customerWithCart([{ id: chain.id, qty: 6 }]);
    await t.database.db.update(product).set({ availableQty: 4 }).where(eq(product.id, chain.id));
    const response = await postForm('/checkout', fields, { cookie: rider.cookie });
    expect(redirectOf(response, [newYork.line1])).toBe('/checkout?failed=cart');
    expect(await t.database.db.$count(order)).toBe(0);
  });

  it('places one order when the same rendered checkout form is posted twice', async () => {
    const chain = await addProduct(t.database.db, { availableQty: 10, minimumQty: 2 });
    const rider = await customerWithCart([{ id: chain.id, qty: 3 }]);
    const post = () =>
      postForm('/checkout', { ...fields, idempotencyKey: 'form-c4b8' }, { cookie: rider.cookie });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((answer) => redirectOf(answer))).toEqual(['/dashboard/orders', '/dashboard/orders']);
    expect(await t.database.db.$count(order)).toBe(1);
  });

  it('refuses a phone that breaks the rules, an empty cart, and a visitor', async () => {
    const chain = await addProduct(t.database.db, { availableQty: 10, minimumQty: 1 });
    const rider = await customerWithCart([{ id: chain.id, qty: 1 }]);
    const badPhone = await postForm(
      '/checkout',
      { ...fields, 'shipTo.phone': 'call me' },
      { cookie: rider.cookie },
    );
    expect(redirectOf(badPhone)).toBe('/checkout?failed=invalid');
    const emptyCart = await postForm('/checkout', fields, { cookie: (await signUp(t.app)).cookie });
    expect(redirectOf(emptyCart)).toBe('/checkout?failed=cart');
    const visitor = await postForm('/checkout', fields);
    expect(redirectOf(visitor)).toBe(`/login?from=${encodeURIComponent('/checkout')}`);
    expect(await t.database.db.$count(order)).toBe(0);
  });
});

describe('the cart’s forms posted as plain HTML', () => {
  let rider: TestUser;
  let part: Awaited<ReturnType<typeof addProduct>>;
  beforeEach(async () => {
    rider = await signUp(t.app);
    part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 2 });
  });
  /** The quantity of `part` in the rider's cart; null when it is not there. */
  const cartQty = async () =>
    (
      await t.database.db
        .select()
        .from(cartLine)
        .where(and(eq(cartLine.userId, rider.id), eq(cartLine.productId, part.id)))
    )[0]?.qty ?? null;

  it('adds the quantity posted to what the cart holds, and shows the cart', async () => {
    const first = await postForm(`/cart/add/${part.id}`, { qty: '2' }, { cookie: rider.cookie });
    expect(redirectOf(first)).toBe('/cart?done=added');
    expect(await cartQty()).toBe(2);
    await postForm(`/cart/add/${part.id}`, { qty: '3' }, { cookie: rider.cookie });
    expect(await cartQty()).toBe(5);
  });

  it('sends a quantity the part does not allow back to the part’s page with its reason, and adds nothing', async () => {
    for (const qty of ['1', '11', 'many', '']) {
      const refused = await postForm(`/cart/add/${part.id}`, { qty }, { cookie: rider.cookie });
      expect(redirectOf(refused)).toBe(`/products/${part.id}?failed=quantity`);
    }
    expect(await cartQty()).toBeNull();
  });

  it('sends a visitor to sign in and back to the part, and keeps nothing', async () => {
    const visitor = await postForm(`/cart/add/${part.id}`, { qty: '2' });
    expect(redirectOf(visitor)).toBe(`/login?from=${encodeURIComponent(`/products/${part.id}`)}`);
    expect(await t.database.db.$count(cartLine)).toBe(0);
  });

  it('changes a line’s quantity and removes the line, and says why a quantity was refused', async () => {
    await postForm(`/cart/add/${part.id}`, { qty: '2' }, { cookie: rider.cookie });
    expect(redirectOf(await postForm(`/cart/lines/${part.id}`, { qty: '7' }, { cookie: rider.cookie }))).toBe(
      '/cart',
    );
    expect(await cartQty()).toBe(7);
    const tooMany = await postForm(`/cart/lines/${part.id}`, { qty: '12' }, { cookie: rider.cookie });
    expect(redirectOf(tooMany)).toBe('/cart?failed=quantity');
    expect(await cartQty()).toBe(7);
    const removed = await postForm(`/cart/lines/${part.id}/remove`, {}, { cookie: rider.cookie });
    expect(redirectOf(removed)).toBe('/cart');
    expect(await cartQty()).toBeNull();
    // Sent again (a resend, another tab): the line is gone, as asked.
    expect(redirectOf(await postForm(`/cart/lines/${part.id}/remove`, {}, { cookie: rider.cookie }))).toBe(
      '/cart',
    );
  });

  it('says so when the cart is full, and adds nothing', async () => {
    const parts = [];
    for (let i = 0; i < MAX_CART_LINES; i++)
      parts.push(await addProduct(t.database.db, { name: `Part ${i}` }));
    await t.database.db
      .insert(cartLine)
      .values(parts.map((kept) => ({ userId: rider.id, productId: kept.id, qty: kept.minimumQty })));
    const full = await postForm(`/cart/add/${part.id}`, { qty: '2' }, { cookie: rider.cookie });
    expect(redirectOf(full)).toBe(`/products/${part.id}?failed=full`);
    expect(await cartQty()).toBeNull();
    expect(await t.database.db.$count(cartLine)).toBe(MAX_CART_LINES);
  });

  it('refuses a part that is not a part, and a form another site posts', async () => {
    const unknown = await postForm('/cart/add/not-an-id', { qty: '2' }, { cookie: rider.cookie });
    expect(unknown.statusCode).toBe(400);
    const elsewhere = await postForm(
      `/cart/add/${part.id}`,
      { qty: '2' },
      { cookie: rider.cookie, origin: 'https://elsewhere.example' },
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(await cartQty()).toBeNull();
  });
});

describe('Add Review posted as plain HTML', () => {
  const fields = { name: 'Ada Rider', rating: '4', message: 'Straight chainlines, quick dispatch.' };

  it('adds the signed-in customer’s review, once, and says so', async () => {
    const rider = await signUp(t.app);
    const added = await postForm('/dashboard/review', fields, { cookie: rider.cookie });
    expect(redirectOf(added, [fields.message])).toBe('/dashboard/review?done=added');
    const [kept] = await t.database.db.select().from(review);
    expect(kept).toMatchObject({ name: 'Ada Rider', rating: 4, message: fields.message });
    // One review per customer: the same form again (a resend) adds none.
    const again = await postForm('/dashboard/review', fields, { cookie: rider.cookie });
    expect(redirectOf(again)).toBe('/dashboard/review?failed=reviewed');
    expect(await t.database.db.$count(review)).toBe(1);
  });

  it('sends a form that breaks the rules back with its code, and a visitor to sign in', async () => {
    const rider = await signUp(t.app);
    for (const broken of [{ rating: '' }, { rating: '6' }, { message: ' ' }, { name: '' }]) {
      const refused = await postForm('/dashboard/review', { ...fields, ...broken }, { cookie: rider.cookie });
      expect(redirectOf(refused)).toBe('/dashboard/review?failed=invalid');
    }
    const visitor = await postForm('/dashboard/review', fields);
    expect(redirectOf(visitor)).toBe(`/login?from=${encodeURIComponent('/dashboard/review')}`);
    expect(await t.database.db.$count(review)).toBe(0);
  });
});

describe('My Profile’s forms posted as plain HTML', () => {
  let rider: TestUser;
  beforeEach(async () => {
    rider = await signUp(t.app, { password: PASSWORD });
  });
  const profileOf = async (cookie: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/${encodeURIComponent(rider.email)}`,
        headers: { cookie },
      })
    ).json() as { username: string; education: string; phone: string };

  it('saves the profile, and sends one that breaks the rules back with its code', async () => {
    const fields = {
      email: rider.email,
      username: 'Ada Gravel',
      education: 'Wheelbuilding',
      address: '',
      phone: '+1 555 0199',
    };
    const saved = await postForm('/dashboard/profile', fields, { cookie: rider.cookie });
    expect(redirectOf(saved, ['Wheelbuilding'])).toBe('/dashboard/profile?done=saved');
    expect(await profileOf(rider.cookie)).toMatchObject({
      username: 'Ada Gravel',
      education: 'Wheelbuilding',
    });
    const broken = await postForm(
      '/dashboard/profile',
      { ...fields, phone: 'call me' },
      { cookie: rider.cookie },
    );
    expect(redirectOf(broken)).toBe('/dashboard/profile?failed=invalid');
    expect((await profileOf(rider.cookie)).phone).toBe('+1 555 0199');
  });

  it('refuses another customer’s profile, and a visitor', async () => {
    const other = await signUp(t.app);
    const fields = { email: other.email, username: 'Taken Over', education: '', address: '', phone: '' };
    const refused = await postForm('/dashboard/profile', fields, { cookie: rider.cookie });
    expect(redirectOf(refused)).toBe('/dashboard/profile?failed=invalid');
    const visitor = await postForm('/dashboard/profile', fields);
    expect(redirectOf(visitor)).toBe(`/login?from=${encodeURIComponent('/dashboard/profile')}`);
    expect(await t.database.db.$count(user, eq(user.name, 'Taken Over'))).toBe(0);
  });

  it('changes the password, keeps this browser signed in with a new session, and ends the others', async () => {
    const elsewhere = await signIn(t.app, rider.email, PASSWORD);
    const NEW = 'Fresh#Cassette-2026';
    const fields = { currentPassword: PASSWORD, newPassword: NEW, confirmPassword: NEW };
    const changed = await postForm('/dashboard/profile/password', fields, { cookie: rider.cookie });
    expect(redirectOf(changed, [NEW, PASSWORD])).toBe('/dashboard/profile?done=password');
    const cookie = cookieFrom(changed.headers['set-cookie']);
    expect((await profileOf(cookie)).username).toBeTruthy();
    const ended = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie: elsewhere } });
    expect(ended.statusCode).toBe(401);
    await expect(signIn(t.app, rider.email, NEW)).resolves.toBeTruthy();
  });

  it('signs out one other session by its id, then all the others, and keeps this one', async () => {
    const [phone, laptop] = [
      await signIn(t.app, rider.email, PASSWORD),
      await signIn(t.app, rider.email, PASSWORD),
    ];
    const sessions = async (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie } });
    const listed = (await sessions(rider.cookie)).json() as { sessions: { _id: string; current: boolean }[] };
    const phoneId = (
      (await sessions(phone)).json() as { sessions: { _id: string; current: boolean }[] }
    ).sessions.find((session) => session.current)!._id;
    expect(listed.sessions).toHaveLength(3);
    const one = await postForm(`/dashboard/profile/sessions/${phoneId}`, {}, { cookie: rider.cookie });
    expect(redirectOf(one)).toBe('/dashboard/profile?done=session');
    expect((await sessions(phone)).statusCode).toBe(401);
    expect((await sessions(laptop)).statusCode).toBe(200);
    const others = await postForm('/dashboard/profile/sessions/others', {}, { cookie: rider.cookie });
    expect(redirectOf(others)).toBe('/dashboard/profile?done=sessions');
    expect((await sessions(laptop)).statusCode).toBe(401);
    expect((await sessions(rider.cookie)).statusCode).toBe(200);
    const visitor = await postForm('/dashboard/profile/sessions/others', {});
    expect(redirectOf(visitor)).toBe(`/login?from=${encodeURIComponent('/dashboard/profile')}`);
  });

  it('says which rule a new password broke, and keeps the old one', async () => {
    const cases = [
      [
        {
          currentPassword: 'Wrong#Guess-2026',
          newPassword: 'Fresh#Cassette-2026',
          confirmPassword: 'Fresh#Cassette-2026',
        },
        'current',
      ],
      [
        {
          currentPassword: PASSWORD,
          newPassword: 'Fresh#Cassette-2026',
          confirmPassword: 'Fresh#Cassette-2027',
        },
        'mismatch',
      ],
      [{ currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' }, 'weak'],
      [
        { currentPassword: '', newPassword: 'Fresh#Cassette-2026', confirmPassword: 'Fresh#Cassette-2026' },
        'invalid',
      ],
    ] as const;
    for (const [fields, code] of cases) {
      const refused = await postForm('/dashboard/profile/password', fields, { cookie: rider.cookie });
      expect(redirectOf(refused)).toBe(`/dashboard/profile?failed=${code}`);
    }
    await expect(signIn(t.app, rider.email, PASSWORD)).resolves.toBeTruthy();
  });
});
