import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in stores of a PaymentIntent: the fields the app reads back. */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
}

/** What the stand-in stores of a Refund. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'failed' | 'canceled';
  failure_reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** An error as Stripe's API sends it: its HTTP status and the `error` object of its body. */
export interface StandInError {
  status: number;
  type: string;
  message: string;
  code?: string;
}

export interface StripeStandIn {
  /** Base URL to give the app as STRIPE_API_BASE. */
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, StandInIntent>;
  refunds: Map<string, StandInRefund>;
  /** While true, POST /v1/refunds answers Stripe's 500 api_error: a provider that cannot answer. */
  refundsDown: boolean;
  /** While true, POST /v1/refunds makes the refund but answers 500: the answer is lost on the way. */
  refundAnswersLost: boolean;
  /** While set, every request is answered with this error: a revoked key (401), a request Stripe refuses (400). */
  refusal: StandInError | null;
  /**
   * While set, every request waits this long before it is handled (a slow Stripe); `Infinity` never
   * answers at all. Requests are recorded when they arrive.
   */
  delayMs: number;
  /** What Stripe does 24 hours on: it no longer knows any idempotency key it was sent. */
  forgetIdempotencyKeys(): void;
  /** What Stripe may do days after accepting a refund: it fails (the card was closed). */
  failRefund(id: string, reason?: string): StandInRefund;
  /** What the browser's Payment Element would do: the customer pays the intent (not a cancelled one). */
  succeed(id: string): StandInIntent;
  /** The customer has confirmed and the card network has not answered yet: Stripe will not cancel it. */
  startProcessing(id: string): StandInIntent;
  close(): Promise<void>;
}

const stripeError = (res: ServerResponse, status: number, type: string, message: string, code?: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type, message, code } }));
};

const send = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Stripe's metadata[key]=value form fields as an object. */
const metadataOf = (form: URLSearchParams) =>
  Object.fromEntries(
    [...form].flatMap(([key, value]) => (/^metadata\[(.+)\]$/.exec(key) ? [[key.slice(9, -1), value]] : [])),
  );

/**
 * A local stand-in for the part of Stripe's API the app uses (create, retrieve, cancel PaymentIntents;
 * create and list Refunds),
 * on 127.0.0.1 and a random port, so the real `stripe` SDK can be tested without leaving the machine.
 * Like Stripe it requires a secret key and honours Idempotency-Key.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const byIdempotencyKey = new Map<string, string>();
  const refundByIdempotencyKey = new Map<string, string>();
  const standIn = {
    refundsDown: false,
    refundAnswersLost: false,
    refusal: null as StandInError | null,
    delayMs: 0,
  };

  /** Like Stripe: a succeeded intent only, never more than is left of it; one refund per key. */
  const createRefund = (res: ServerResponse, form: URLSearchParams, key: string | undefined) => {
    const known = key === undefined ? undefined : refundByIdempotencyKey.get(key);
    const lostAnswer = () => stripeError(res, 500, 'api_error', 'An unknown error occurred');
    if (known) return standIn.refundAnswersLost ? lostAnswer() : send(res, refunds.get(known));
    if (standIn.refundsDown) return stripeError(res, 500, 'api_error', 'An unknown error occurred');
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent)
      return stripeError(res, 400, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id && refund.status === 'succeeded')
      .reduce((total, refund) => total + refund.amount, 0);
    const amount = Number(form.get('amount') ?? intent.amount - refunded);
    if (intent.status !== 'succeeded' || amount > intent.amount - refunded)
      return stripeError(
        res,
        400,
        'invalid_request_error',
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - refunded) / 100).toFixed(2)})`,
        'amount_too_large',
      );
    const refund: StandInRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      failure_reason: null,
      metadata: metadataOf(form),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    if (key !== undefined) refundByIdempotencyKey.set(key, refund.id);
    if (standIn.refundAnswersLost) return lostAnswer();
    return send(res, refund);
  };

  /** GET /v1/refunds?payment_intent=…: a payment's refunds, newest first, as one page of a list. */
  const listRefunds = (res: ServerResponse, query: URLSearchParams) => {
    const intentId = query.get('payment_intent');
    const data = [...refunds.values()]
      .filter((refund) => intentId === null || refund.payment_intent === intentId)
      .reverse()
      .slice(0, Number(query.get('limit') ?? 10));
    return send(res, { object: 'list', url: '/v1/refunds', has_more: false, data });
  };

  const server = createServer((req, res) => {
    void (async () => {
      const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = await readForm(req);
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      if (standIn.delayMs === Infinity) return;
      if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
      const { refusal } = standIn;
      if (refusal) return stripeError(res, refusal.status, refusal.type, refusal.message, refusal.code);
      if (!req.headers.authorization?.startsWith('Bearer sk_')) {
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (known) return send(res, intents.get(known));
        const amount = Number(form.get('amount'));
        if (!Number.isInteger(amount) || amount < 50) {
          return stripeError(
            res,
            400,
            'invalid_request_error',
            'Amount must be at least $0.50 usd',
            'amount_too_small',
          );
        }
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount,
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          metadata: metadataOf(form),
          automatic_payment_methods:
            form.get('automatic_payment_methods[enabled]') === 'true' ? { enabled: true } : null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return send(res, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const key = req.headers['idempotency-key'];
        return createRefund(res, form, typeof key === 'string' ? key : undefined);
      }
      if (req.method === 'GET' && path === '/v1/refunds') return listRefunds(res, query);
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(decodeURIComponent(cancel[1] ?? ''));
        if (!intent)
          return stripeError(res, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
        // Like Stripe: a succeeded, already cancelled or (bar rare cases) processing intent cannot be cancelled.
        if (intent.status !== 'requires_payment_method')
          return stripeError(
            res,
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action.`,
            'payment_intent_unexpected_state',
          );
        intent.status = 'canceled';
        return send(res, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && retrieve) {
        const id = decodeURIComponent(retrieve[1] ?? '');
        const intent = intents.get(id);
        if (!intent)
          return stripeError(
            res,
            404,
            'invalid_request_error',
            `No such payment_intent: '${id}'`,
            'resource_missing',
          );
        return send(res, intent);
      }
      return stripeError(
        res,
        404,
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: ${path})`,
      );
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    get refundsDown() {
      return standIn.refundsDown;
    },
    set refundsDown(down: boolean) {
      standIn.refundsDown = down;
    },
    get refundAnswersLost() {
      return standIn.refundAnswersLost;
    },
    set refundAnswersLost(lost: boolean) {
      standIn.refundAnswersLost = lost;
    },
    get delayMs() {
      return standIn.delayMs;
    },
    set delayMs(ms: number) {
      standIn.delayMs = ms;
    },
    get refusal() {
      return standIn.refusal;
    },
    set refusal(refusal: StandInError | null) {
      standIn.refusal = refusal;
    },
    forgetIdempotencyKeys() {
      byIdempotencyKey.clear();
      refundByIdempotencyKey.clear();
    },
    failRefund(id, reason = 'expired_or_canceled_card') {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`stand-in has no refund ${id}`);
      refund.status = 'failed';
      refund.failure_reason = reason;
      return refund;
    },
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`stand-in has no intent ${id}`);
      if (intent.status === 'canceled') throw new Error(`intent ${id} was cancelled`);
      intent.status = 'succeeded';
      return intent;
    },
    startProcessing(id) {
      const intent = intents.get(id);
      if (intent?.status !== 'requires_payment_method')
        throw new Error(`stand-in has no payable intent ${id}`);
      intent.status = 'processing';
      return intent;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
