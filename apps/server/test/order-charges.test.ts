import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  REVERSE_CHARGE_NOTE,
  type AddressInput,
  type OrderDetail,
  type PaymentIntent,
  type ShippingOptions,
} from '@crankworks/contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { outbox } from '../src/db/schema/index.ts';
import { markPaid as recordPayment } from '../src/features/payment-settlement/index.ts';
import { demoSeller, saveSeller } from '../src/features/seller/index.ts';
import { listZones, seedDemoZones } from '../src/features/shipping/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { newYork } from './address-fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { payWithTestCard } from './refund-fixtures.ts';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app);
  admin = await signUp(t.app, { role: 'admin' });
  await seedDemoZones({
    db: t.database.db,
    config: loadConfig({ NODE_ENV: 'test', DEMO: 'true' }),
    log: t.app.log,
    newDatabase: true,
  });
});
afterEach(() => t.app.close());

const parisShop: AddressInput = {
  fullName: 'Luc Vélo',
  company: 'Vélo Atelier SARL',
  line1: '12 rue de Rivoli',
  city: 'Paris',
  postalCode: '75001',
  country: 'FR',
  phone: '+33 1 23 45 67 89',
  vatId: 'FR40303265045',
};

const inject = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function optionsFor(to: AddressInput, lines: { productId: string; qty: number }[]) {
  const { country, region = '', vatId = '' } = to;
  const response = await inject(customer, 'POST', '/api/shipping/options', {
    to: { country, region, vatId },
    lines,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ShippingOptions;
}

const detailOf = async (id: string) =>
  (await inject(customer, 'GET', `/api/order/${id}`)).json() as OrderDetail;

describe('an order shipped to a structured address', () => {
  it('is charged the shipping and the tax its quote showed, and the card is asked for that total', async () => {
    const crank = await addProduct(t.database.db, { price: 45, minimumQty: 1, weightGrams: 800 });
    const quote = await optionsFor(newYork, [{ productId: crank.id, qty: 3 }]);
    const standard = quote.options.find((option) => option.name === 'Standard')!;
    expect(quote.taxRate.label).toBe('Sales tax 4%');

    const placed = await inject(customer, 'POST', '/api/order', {
      productId: crank.id,
      orderQty: 3,
      shipTo: newYork,
      shippingMethodId: standard.methodId,
    });
    expect(placed.statusCode).toBe(201);
    const detail = await detailOf((placed.json() as { insertedId: string }).insertedId);
    expect(detail.total).toBe(standard.total);
    expect(detail.charges).toEqual({
      goods: 135,
      shipping: standard.price,
      shippingMethod: 'Standard',
      deliveryEstimate: expect.stringMatching(/business day/),
      tax: standard.tax,
      taxLabel: 'Sales tax 4%',
      pricesIncludeTax: false,
      reverseChargeNote: null,
      shipTo: ['Ada Rider', '350 Fifth Avenue', 'New York NY 10118', 'United States'],
      billTo: ['Ada Rider', '350 Fifth Avenue', 'New York NY 10118', 'United States'],
      vatId: '',
    });
    // 4 % of the goods and of the shipping (SHIPPING_TAXED), each rounded half up.
    expect(detail.charges!.tax).toBe(Math.round((135 + standard.price) * 4) / 100);
    expect(detail.address).toBe('Ada Rider, 350 Fifth Avenue, New York NY 10118, United States');

    const intent = await inject(customer, 'POST', '/api/create-payment-intent', { orderId: detail._id });
    expect((intent.json() as PaymentIntent).amountCents).toBe(Math.round(standard.total * 100));

    const [placedMail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'order-placed'));
    expect(placedMail!.textBody).toContain(`Shipping (Standard): $${standard.price.toFixed(2)}`);
    expect(placedMail!.textBody).toContain(`Sales tax 4%: $${standard.tax.toFixed(2)}`);
    expect(placedMail!.textBody).toContain(`Total: $${standard.total.toFixed(2)}`);

    const csv = (await inject(admin, 'GET', '/api/admin/orders.csv')).body;
    const [, record] = csv.split('\r\n');
    expect(record).toMatch(
      new RegExp(`,5.4,135,"Standard",${standard.price},"Sales tax 4%",${standard.tax}$`),
    );
  });

  it('bills a business in another EU country under the reverse charge, and says so', async () => {
    await saveSeller(t.database.db, { ...demoSeller, country: 'NL' });
    const saddle = await addProduct(t.database.db, { price: 60, minimumQty: 1, weightGrams: 400 });
    const quote = await optionsFor(parisShop, [{ productId: saddle.id, qty: 2 }]);
    expect(quote.taxRate).toEqual({
      label: 'Reverse charge',
      reverseCharge: true,
      note: REVERSE_CHARGE_NOTE,
    });
    const [method] = quote.options;

    const placed = await inject(customer, 'POST', '/api/order', {
      productId: saddle.id,
      orderQty: 2,
      shipTo: parisShop,
      shippingMethodId: method!.methodId,
    });
    expect(placed.statusCode).toBe(201);
    const { charges, total } = await detailOf((placed.json() as { insertedId: string }).insertedId);
    expect(charges).toMatchObject({ tax: 0, taxLabel: 'Reverse charge', vatId: 'FR40303265045' });
    expect(charges!.reverseChargeNote).toBe(REVERSE_CHARGE_NOTE);
    expect(total).toBe(120 + method!.price);
  });

  it("charges a cart's checkout the same way, each line taxed on its own", async () => {
    const chain = await addProduct(t.database.db, {
      name: 'Chain',
      price: 24.99,
      minimumQty: 1,
      weightGrams: 300,
    });
    const tyre = await addProduct(t.database.db, {
      name: 'Tyre',
      price: 38.5,
      minimumQty: 1,
      weightGrams: 450,
    });
    const lines = [
      { productId: chain.id, qty: 3 },
      { productId: tyre.id, qty: 2 },
    ];
    for (const { productId, qty } of lines)
      await t.app.inject({
        method: 'PUT',
        url: `/api/cart/${productId}`,
        headers: customer.headers,
        payload: { qty },
      });
    const [cheapest] = (await optionsFor(newYork, lines)).options;

    const placed = await inject(customer, 'POST', '/api/checkout', {
      shipTo: newYork,
      shippingMethodId: cheapest!.methodId,
    });
    expect(placed.statusCode).toBe(201);
    const detail = await detailOf((placed.json() as { insertedId: string }).insertedId);
    expect(detail.total).toBe(cheapest!.total);
    // 4 % of $74.97 is $2.9988 and of $77 is $3.08: each line rounded, then added.
    const lineTaxes = 300 + 308;
    const shippingTax = Math.floor((2 * Math.round(cheapest!.price * 100) * 40_000 + 1_000_000) / 2_000_000);
    expect(Math.round(detail.charges!.tax * 100)).toBe(lineTaxes + shippingTax);
  });

  it('keeps what it was charged when an admin changes the rates afterwards', async () => {
    const crank = await addProduct(t.database.db, { price: 45, minimumQty: 1, weightGrams: 800 });
    const [standard] = (await optionsFor(newYork, [{ productId: crank.id, qty: 1 }])).options;
    const placed = await inject(customer, 'POST', '/api/order', {
      productId: crank.id,
      orderQty: 1,
      shipTo: newYork,
      shippingMethodId: standard!.methodId,
    });
    const id = (placed.json() as { insertedId: string }).insertedId;
    const before = await detailOf(id);

    const zone = (await listZones(t.database.db)).find((each) => each.name === 'United States')!;
    const dearer = zone.methods.map((method) => ({
      ...method,
      rates: method.rates.map((rate) => ({ ...rate, price: rate.price + 10 })),
    }));
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/shipping/zones/${zone._id}`,
      headers: admin.headers,
      payload: { name: zone.name, areas: zone.areas, methods: dearer },
    });
    expect(edited.statusCode).toBe(200);
    expect((await optionsFor(newYork, [{ productId: crank.id, qty: 1 }])).options[0]!.price).toBe(
      standard!.price + 10,
    );
    expect(await detailOf(id)).toEqual(before);
  });
});

describe("the order's documents", () => {
  const documentOf = async (id: string) =>
    pdfText((await inject(customer, 'GET', `/api/order/${id}/invoice.pdf`)).rawPayload);

  it('print the goods, the shipping, the tax and the billing address, and the reverse charge when it applies', async () => {
    await saveSeller(t.database.db, { ...demoSeller, country: 'NL' });
    const saddle = await addProduct(t.database.db, {
      name: 'Race saddle',
      price: 60,
      minimumQty: 1,
      weightGrams: 400,
    });
    const [method] = (await optionsFor(parisShop, [{ productId: saddle.id, qty: 2 }])).options;
    const billTo = { ...parisShop, line1: '4 place Vendôme', postalCode: '75002' };
    const placed = await inject(customer, 'POST', '/api/order', {
      productId: saddle.id,
      orderQty: 2,
      shipTo: parisShop,
      billTo,
      shippingMethodId: method!.methodId,
    });
    const id = (placed.json() as { insertedId: string }).insertedId;

    const proForma = await documentOf(id);
    expect(proForma).toContain('Pro-forma');
    expect(proForma).toContain(`Shipping: ${method!.name}`);
    expect(proForma).toContain('4 place Vendôme');
    expect(proForma).toContain('VAT/tax ID: FR40303265045');

    await recordPayment(t.database.db, id, 'pi_charges_test_1', t.app.deps.config);
    const invoice = await documentOf(id);
    expect(invoice).toMatch(/Invoice number: CW-\d{4}-000001/);
    expect(invoice).toContain('Goods');
    expect(invoice).toContain('$120.00');
    expect(invoice).toContain('Reverse charge');
    expect(invoice).toContain('Article 196');
    expect(invoice).toContain(`$${(120 + method!.price).toFixed(2)}`);
  });
});

describe('a refund of pieces', () => {
  it('gives back their tax charged on top, the whole line tax once every piece is back, and its credit note says so', async () => {
    const crank = await addProduct(t.database.db, { price: 45, minimumQty: 1, weightGrams: 800 });
    const [standard] = (await optionsFor(newYork, [{ productId: crank.id, qty: 3 }])).options;
    const placed = await inject(customer, 'POST', '/api/order', {
      productId: crank.id,
      orderQty: 3,
      shipTo: newYork,
      shippingMethodId: standard!.methodId,
    });
    const id = (placed.json() as { insertedId: string }).insertedId;
    const intent = await inject(customer, 'POST', '/api/create-payment-intent', { orderId: id });
    const transactionId = await payWithTestCard(t.app, customer)(intent.json() as PaymentIntent);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/order/${id}`,
          headers: customer.headers,
          payload: { transactionId },
        })
      ).statusCode,
    ).toBe(200);

    const adminView = async () => (await inject(admin, 'GET', `/api/order/${id}`)).json() as OrderDetail;
    // 3 × $45 at 4 %: the line's tax is $5.40, given back with its pieces.
    expect((await adminView()).allowed?.lines).toEqual([
      { lineNo: 1, refundableQty: 3, restockableQty: 3, refundedQty: 0, taxOnTop: 5.4 },
    ]);
    const refund = (qty: number) =>
      inject(admin, 'POST', `/api/order/${id}/refunds`, { lines: [{ lineNo: 1, qty }], restock: false });
    const first = await refund(1);
    expect(first.statusCode).toBe(201);
    // One piece: $45 and a third of $5.40.
    expect(first.json()).toMatchObject({ amount: 46.8 });
    expect((await adminView()).allowed?.lines[0]).toMatchObject({ refundableQty: 2, refundedQty: 1 });
    const rest = await refund(2);
    // The rest of the line's tax, whatever the rounding of the first: $90 + $5.40 − $1.80.
    expect(rest.json()).toMatchObject({ amount: 93.6 });
    const after = await adminView();
    expect(after.refundedTotal).toBe(140.4);
    // The shipping and its tax are left, to refund by amount.
    expect(after.allowed?.refundable).toBe(Math.round((standard!.total - 140.4) * 100) / 100);

    const [note] = after.creditNotes;
    const text = await pdfText(
      (await inject(customer, 'GET', `/api/order/${id}/credit-notes/${note!._id}.pdf`)).rawPayload,
    );
    expect(text).toContain('Sales tax 4%');
    expect(text).toContain('$1.80');
    expect(text).toContain('$46.80');
  });
});

describe('a shipment that cannot be', () => {
  it('refuses an address no zone serves, a method of another zone and a missing method, by field, placing nothing', async () => {
    const crank = await addProduct(t.database.db, { price: 45, minimumQty: 1 });
    const [usMethod] = (await optionsFor(newYork, [{ productId: crank.id, qty: 1 }])).options;
    const order = (body: object) =>
      inject(customer, 'POST', '/api/order', { productId: crank.id, orderQty: 1, ...body });
    const tokyo = { ...newYork, city: 'Tokyo', region: '', postalCode: '100-0001', country: 'JP' };

    const unserved = await order({ shipTo: tokyo, shippingMethodId: usMethod!.methodId });
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json()).toMatchObject({
      field: 'shipTo.country',
      message: expect.stringMatching(/Japan/),
    });

    const toronto = {
      ...newYork,
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5V 2T6',
      country: 'CA',
    };
    const wrongZone = await order({ shipTo: toronto, shippingMethodId: usMethod!.methodId });
    expect(wrongZone.statusCode).toBe(400);
    expect(wrongZone.json()).toMatchObject({ field: 'shippingMethodId' });

    const noMethod = await order({ shipTo: newYork });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json()).toMatchObject({ field: 'shippingMethodId' });

    const badPostcode = await order({
      shipTo: { ...newYork, postalCode: 'ABC' },
      shippingMethodId: usMethod!.methodId,
    });
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json()).toMatchObject({ field: 'shipTo.postalCode' });

    // A shop that ships somewhere charges every order its shipping and tax: the free-text form of
    // before would pay neither, on Buy Now, checkout and a guest's checkout alike.
    const freeText = { address: '1 Chain Lane', phone: '+1 555 0199' };
    const plain = await order(freeText);
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({
      field: 'shipTo',
      message: expect.stringMatching(/^Shipping address is required/),
    });
    await inject(customer, 'PUT', `/api/cart/${crank.id}`, { qty: 1 });
    const checkout = await inject(customer, 'POST', '/api/checkout', freeText);
    expect(checkout.json()).toMatchObject({ field: 'shipTo' });
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/guest-checkout',
      headers: { origin: customer.headers.origin },
      payload: {
        name: 'Gwen Guest',
        email: 'gwen@example.com',
        lines: [{ productId: crank.id, qty: 1 }],
        ...freeText,
      },
    });
    expect(guest.json()).toMatchObject({ field: 'shipTo' });

    const orders = await inject(customer, 'GET', `/api/order?email=${encodeURIComponent(customer.email)}`);
    expect(orders.json()).toEqual([]);
  });
});
