import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from '@crankworks/contract';
import { fieldLabels, refusalOf } from '@crankworks/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from '../src/features/auth/account-mails.ts';
import { proFormaPdf, receiptPdf } from '../src/features/orders/invoice-pdf.ts';
import { sellerFromConfig } from '../src/features/seller/index.ts';
import type { OrderRow } from '../src/features/orders/order-dto.ts';
import {
  orderExpiredMail,
  orderReminderMail,
  orderPlacedMail,
  paymentReceivedMail,
} from '../src/features/orders/order-mails.ts';
import { shipmentMail } from '../src/features/shipments/shipment-mails.ts';
import { filledMail } from '../src/lib/mail/shop-links.ts';
import { originOf, signUp, type TestUser } from './auth-helper.ts';
import type { JsonSchema } from './fuzz/arbitraries.ts';
import { everyOperation, type OpenApiDocument, type Operation } from './fuzz/requests.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { messageOf, messagesWithCode } from './plain-words.ts';

/**
 * Every message a person can see — the API's refusals the app shows, the server's own answers, the
 * contract's message catalogues, the web app's toasts, the e-mails — is in words: no code name
 * ("availableQty"), no zod text, no stack trace. The original product's texts stay as it spelled them.
 */

const ROOT = join(import.meta.dirname, '../../..');

/** Values no field takes, each tried in every field of every route. */
const BAD_VALUES: unknown[] = [
  null,
  '',
  '   ',
  'x'.repeat(100_001),
  -1,
  1.5,
  1e12,
  'not-a-thing',
  {},
  [],
  true,
];

let t: TestApp;
let callers: (TestUser | undefined)[];
let plausible: { id: string; email: string; orderId: string };
beforeAll(async () => {
  t = await buildTestApp();
  const [customer, admin] = await Promise.all([signUp(t.app), signUp(t.app, { role: 'admin' })]);
  callers = [undefined, customer, admin];
  const part = await addProduct(t.database.db);
  const orderId = await placeOrderAs(t.app, customer, orderBody(part.id));
  plausible = { id: part.id, email: customer.email, orderId };
});
afterAll(() => t.app.close());

const routes = () => everyOperation(t.app.swagger() as OpenApiDocument);

/** A value a field would take, so that the refusal of the field under test is the one answered. */
function plausibleValue(schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (schema?.enum) return schema.enum[0];
  if (schema?.format === 'uuid') return plausible.id;
  if (schema?.format === 'email') return plausible.email;
  if (type === 'integer' || type === 'number') return Math.max(schema?.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (type === 'object') return plausibleBody(schema);
  if (type === 'array') return [];
  return '/images/parts/chainring.svg';
}

function plausibleBody(schema: JsonSchema | undefined) {
  const properties = Object.entries(schema?.properties ?? {});
  return Object.fromEntries(properties.map(([name, property]) => [name, plausibleValue(property)]));
}

/** Requests that put each bad value into each path, query and body field of a route, one at a time. */
function refusedRequests(operation: Operation) {
  const params = Object.fromEntries(
    operation.parameters.map((parameter) => [parameter.name, plausibleValue(parameter.schema)]),
  );
  const body = plausibleBody(operation.body);
  const fields = [...operation.parameters.map((parameter) => parameter.name), ...Object.keys(body)];
  return fields.flatMap((field) =>
    BAD_VALUES.map((bad) => {
      const values = { ...params, ...(field in params ? { [field]: bad } : {}) };
      let path = operation.path;
      const search = new URLSearchParams();
      for (const parameter of operation.parameters) {
        const value = values[parameter.name];
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
        else search.append(parameter.name, text);
      }
      return {
        method: operation.method as 'GET',
        url: `${path}${search.size ? `?${search}` : ''}`,
        payload: operation.body ? { ...body, ...(field in body ? { [field]: bad } : {}) } : undefined,
      };
    }),
  );
}

/** The code of a folder, without its tests and the demo data (reviews customers wrote, not messages). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => !entry.parentPath.includes(`${join('db', 'seed')}`))
    .map((entry) => join(entry.parentPath, entry.name));

/** The literal text of every string given to `pattern`'s calls; `${…}` reads as "…". */
function literalsIn(files: string[], pattern: RegExp) {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) =>
      (match.groups?.text ?? '').replace(/\$\{[^}]*\}/g, '…'),
    ),
  );
}

/** better-auth's endpoints that take a body, and bodies none of them can take. */
const AUTH_POSTS = [
  'sign-in/email',
  'sign-up/email',
  'request-password-reset',
  'reset-password',
  'change-password',
  'update-user',
  'send-verification-email',
  'revoke-other-sessions',
];
const AUTH_BODIES = [
  '[]',
  '"text"',
  '42',
  'null',
  '{}',
  '{"email":5,"password":[],"name":{},"newPassword":true,"currentPassword":null,"token":1}',
];

const QUOTED = String.raw`(?<quote>['"\x60])(?<text>(?:\\.|(?!\k<quote>)[^\\])*)\k<quote>`;

describe('every message a person can see is in words', () => {
  it('names every field a route takes by a label', () => {
    const fields = new Set(
      routes().flatMap((operation) => [
        ...operation.parameters.map((parameter) => parameter.name),
        ...Object.keys(operation.body?.properties ?? {}),
      ]),
    );
    expect(fields.size).toBeGreaterThan(30);
    expect([...fields].filter((field) => !Object.hasOwn(fieldLabels, field))).toEqual([]);
  });

  it('refuses a bad value in any field of any route in words', { timeout: 120_000 }, async () => {
    const answered: string[] = [];
    const cartWordsOutsideTheCart: string[] = [];
    for (const operation of routes()) {
      for (const caller of callers) {
        for (const request of refusedRequests(operation)) {
          const response = await t.app.inject({
            ...request,
            headers: caller ? { ...caller.headers, origin: originOf(t.app) } : {},
          });
          const refusal = response.statusCode >= 400 ? messageOf(response) : undefined;
          if (refusal !== undefined) answered.push(refusal);
          if (refusal && /\bcart\b/i.test(refusal) && !/\/(?:cart|checkout)\b/.test(operation.path))
            cartWordsOutsideTheCart.push(`${operation.method.toUpperCase()} ${operation.path}: ${refusal}`);
        }
      }
    }
    expect(answered.length).toBeGreaterThan(1000);
    expect(answered).toContain('Available quantity must not be negative');
    expect(messagesWithCode(answered)).toEqual([]);
    // A field is named by what it is on its route: a shipment's parts were called a "Cart".
    expect([...new Set(cartWordsOutsideTheCart)]).toEqual([]);
  });

  it('refuses in words whatever better-auth’s endpoints are sent', async () => {
    const answered: string[] = [];
    for (const path of AUTH_POSTS) {
      for (const caller of callers) {
        for (const payload of AUTH_BODIES) {
          const response = await t.app.inject({
            method: 'POST',
            url: `/api/auth/${path}`,
            headers: { ...caller?.headers, origin: originOf(t.app), 'content-type': 'application/json' },
            payload,
          });
          const refusal = response.statusCode >= 400 ? messageOf(response) : undefined;
          if (refusal !== undefined) answered.push(refusal);
        }
      }
    }
    expect(answered.length).toBeGreaterThan(50);
    expect(messagesWithCode(answered)).toEqual([]);
  });

  it('says a sold-out part is sold out wherever it is ordered, never "Order Less than 1"', async () => {
    const customer = callers[1]!;
    const part = await addProduct(t.database.db, { availableQty: 0, minimumQty: 1 });
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: customer.headers,
        payload: orderBody(part.id),
      }),
      t.app.inject({
        method: 'PUT',
        url: `/api/cart/${part.id}`,
        headers: customer.headers,
        payload: { qty: 1 },
      }),
    ]);
    expect(answers.map(messageOf)).toEqual([contract.cartMessages.soldOut, contract.cartMessages.soldOut]);
  });

  it('writes the PDF invoice in words in every state of an order', async () => {
    const admin = callers[2]!;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/order/${plausible.orderId}`,
      headers: admin.headers,
    });
    const order = read.json<contract.OrderDetail>();
    const seller = sellerFromConfig({
      SHOP_NAME: 'Crankworks',
      SHOP_ADDRESS: undefined,
      SHOP_EMAIL: undefined,
    });
    const texts = await Promise.all(
      contract.orderStatusSchema.options.flatMap((status) =>
        [proFormaPdf, receiptPdf].map(async (draw) =>
          pdfText(await draw({ ...order, status }, null, seller, 'http://127.0.0.1')),
        ),
      ),
    );
    const data = [order._id, order.userName, order.userEmail, order.name, order.address, order.description];
    expect(
      messagesWithCode(texts.map((text) => data.reduce((rest, value) => rest.replaceAll(value, 'X'), text))),
    ).toEqual([]);
  });

  it('refuses a broken or overlong address in words, without echoing it', async () => {
    const answers = await Promise.all(
      [`/api/order/${"'".repeat(120)}`, '/api/order/%E0%A4%A', `/api/product/${'x'.repeat(200)}`].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    expect(answers.map((answer) => [answer.statusCode, messageOf(answer)])).toEqual([
      [414, 'The address is too long'],
      [400, 'The address is not valid: it has a broken %-escape'],
      [414, 'The address is too long'],
    ]);
  });

  it('refuses in words whatever any contract schema is given', () => {
    const refusals = (Object.values(contract) as unknown[])
      .filter((value): value is z.ZodType => value instanceof z.ZodType)
      .flatMap((schema) =>
        [undefined, ...BAD_VALUES].flatMap((bad) => {
          const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
          const input = shape.length ? Object.fromEntries(shape.map((key) => [key, bad])) : bad;
          const issues = schema.safeParse(input).error?.issues ?? [];
          return issues.map((issue) => refusalOf(issue.path.join('.') || 'body', issue.message));
        }),
      );
    expect(refusals.length).toBeGreaterThan(500);
    expect(messagesWithCode(refusals)).toEqual([]);
  });

  it('writes the server’s own answers and the contract’s rules in words', () => {
    const serverFiles = sourceFiles(join(ROOT, 'apps/server/src'));
    const answers = literalsIn(
      serverFiles,
      new RegExp(
        String.raw`(?:badRequest|fieldRefused|conflict|notFound|forbidden|unauthorized|refuse|HttpError|refusalOf)\((?:\s*\d+,|\s*'\w+',)?\s*${QUOTED}`,
        'g',
      ),
    );
    const sentMessages = literalsIn(serverFiles, new RegExp(String.raw`message: ${QUOTED}`, 'g'));
    const rules = literalsIn(
      sourceFiles(join(ROOT, 'packages/contract/src')),
      new RegExp(String.raw`error: ${QUOTED}`, 'g'),
    );
    expect(answers.length).toBeGreaterThan(40);
    expect(rules.length).toBeGreaterThan(40);
    expect(messagesWithCode([...answers, ...sentMessages, ...rules])).toEqual([]);
  });

  it('keeps every catalogue of messages in words', () => {
    const catalogues = Object.entries(contract).filter(([name]) => /(?:messages|texts|labels)$/i.test(name));
    const texts = catalogues.flatMap(([, catalogue]) =>
      Object.values(catalogue as Record<string, unknown>).flatMap((entry) => {
        if (typeof entry === 'function') return [String((entry as (...args: unknown[]) => unknown)(5, 7))];
        return typeof entry === 'string' ? [entry] : [];
      }),
    );
    expect(catalogues.length).toBeGreaterThan(5);
    expect(messagesWithCode(texts)).toEqual([]);
  });

  it('toasts and form errors of the web app are in words', () => {
    const webFiles = sourceFiles(join(ROOT, 'apps/web/src'));
    const texts = literalsIn(
      webFiles,
      new RegExp(String.raw`(?:toast\.\w+\(|message: |fieldErrorText\()\s*${QUOTED}`, 'g'),
    );
    expect(texts.length).toBeGreaterThan(10);
    expect(messagesWithCode(texts)).toEqual([]);
  });

  it('writes every e-mail in words (what the customer typed and the payment reference aside)', () => {
    const account = { name: 'Ada Rider', email: 'ada@example.com' };
    const order = {
      id: '5f0c1c36-2b47-4f43-9c39-3c1f5a1b2d10',
      productName: 'Forge 2x11 Road Crankset',
      priceCents: 18999,
      orderQty: 2,
      userName: account.name,
      userEmail: account.email,
      address: '12 Spoke Lane, Leeds',
      transactionId: 'pi_3Pq_test',
      heldUntil: new Date('2026-11-27T14:35:00Z'),
    } as OrderRow;
    const line = { ...order, productDescription: 'Light', productId: null, qty: 2, lineNo: 1 };
    const tracking = { carrier: 'DHL', trackingNumber: '00340434161094042557' };
    // As the customer reads them: the shop's name and address filled in.
    const shop = {
      publicUrl: 'http://127.0.0.1:8080',
      name: 'Crankworks',
      orderLinkKey: { secret: 'test', days: 30 },
    };
    const mails = [
      passwordResetMail(account, 'reset_token'),
      verificationMail(account, 'verify_token'),
      orderPlacedMail(order),
      orderReminderMail({ ...order, heldUntil: new Date('2026-11-27T14:35:00Z') }),
      paymentReceivedMail(order, 'CW-2026-000001'),
      orderExpiredMail(order, [], 30),
      ...[[], [{ line, qty: 1 }]].map((stillToCome) =>
        shipmentMail(order, { shipped: [{ line, qty: 1 }], stillToCome, tracking }),
      ),
    ];
    const data = Object.values(order).map(String);
    const texts = mails.flatMap((stored) => {
      const mail = filledMail(stored, shop);
      return [mail.subject, mail.textBody].map((text) =>
        data.reduce((rest, value) => rest.replaceAll(value, 'X'), text),
      );
    });
    expect(messagesWithCode(texts)).toEqual([]);
  });
});
