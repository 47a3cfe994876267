import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '@crankworks/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { WriteHealth } from './db/write-health.ts';
import type { ResponseCache } from './lib/response-cache.ts';
import { createAuth, type Auth, type SessionCache } from './features/auth/index.ts';
import { createMailer, type Mailer } from './features/mail/index.ts';
import { createPaymentProvider, type PaymentProvider } from './features/payments/index.ts';
import type { KeptShippingTerms } from './features/orders/index.ts';
import type { CatalogueSize, CatalogueWords, FacetCounts, PartCache } from './features/products/index.ts';

/**
 * What the server's parts work with, built once per app: route plugins read it as `app.deps`, and
 * business functions get the piece they need passed in.
 */
export interface AppDeps {
  config: Config;
  /** The database, with the change feed its triggers notify on (`database.changes`). */
  database: Database;
  /** better-auth, on the app's database: the /api/auth routes and the guards use it. */
  auth: Auth;
  /** Card payments: Stripe when configured, else the built-in test processor. */
  payments: PaymentProvider;
  /** The SMTP server e-mails go to; null when none is configured (they stay in the outbox). */
  mailer: Mailer | null;
}

/** What the caller gives: config and database always; a payment provider or mailer only to replace the configured one. */
export type GivenDeps = Pick<AppDeps, 'config' | 'database'> & Partial<Pick<AppDeps, 'payments' | 'mailer'>>;

export function createAppDeps(given: GivenDeps, log: FastifyBaseLogger): AppDeps {
  const { config, database } = given;
  return {
    config,
    database,
    auth: createAuth(config, database.db, log),
    payments: given.payments ?? createPaymentProvider(config, database.db),
    mailer: given.mailer === undefined ? createMailer(config) : given.mailer,
  };
}

/** Everything buildApp puts on the Fastify instance, its requests and its route options: here, in one place. */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Signed-in sessions kept a few seconds (features/auth). */
    sessionCache: SessionCache;
    /** The public catalogue's answers, serialised and compressed once (plugins/public-cache). */
    catalogCache: ResponseCache;
    /** Parts read for orders, kept a second (plugins/public-cache). */
    partCache: PartCache;
    /** The catalogue's words, which searches correct typos to (plugins/public-cache). */
    catalogueWords: CatalogueWords;
    /** How many products the catalogue has, which filtered pages read (plugins/public-cache). */
    catalogueSize: CatalogueSize;
    /** The catalogue filters' counts, kept until the catalogue changes (plugins/public-cache). */
    facetCounts: FacetCounts;
    /** The shipping terms orders are charged by, kept a second (plugins/public-cache). */
    shippingTermsCache: KeptShippingTerms;
    /** Whether writes are being refused (storage full, read-only database): /api/ready reports it. */
    writeHealth: WriteHealth;
    /** The security headers every response carries (plugins/security-headers). */
    securityHeaders: Record<string, string>;
    /** True once shutdown began: /api/ready answers 503 and every response closes its connection. */
    draining: boolean;
    acceptedConnections: () => number;
    keepIdleSocketsForProxyNotice: () => void;
  }
  interface FastifyRequest {
    /** The signed-in user. Set by `requireUser`/`requireAdmin`: read it only in routes they guard. */
    user: SessionUser;
    /** A session was found for this request: its answer depends on who asks (features/auth, private-answers). */
    answersPerson: boolean;
    /** The order a valid order link names, when the request carries one instead of a session (decision 066). */
    linkedOrderId?: string;
  }
  interface FastifyContextConfig {
    /** A write to this route may end sessions or change a user's rights: cached sessions are forgotten. */
    changesSessions?: boolean;
    /** Every answer of this route is someone's own (better-auth's: sessions, tokens), signed in or not. */
    personal?: boolean;
    /**
     * A GET route served from the public cache (plugins/public-cache.ts): `true` when its 200 answer
     * is the same for every visitor, `'signed-out'` when it is the same for every visitor without a
     * cookie (a rendered page, whose nav shows who is signed in).
     */
    publicCache?: true | 'signed-out';
    /** A successful request to this route changes what the catalogue caches hold (parts, shipping terms). */
    changesCatalog?: boolean;
    /** A form a page posts as plain HTML (features/page-forms): only the shop's own pages may send it. */
    pageForm?: boolean;
    /** A POST that takes an `Idempotency-Key` header (features/idempotent-requests, decision 058). */
    idempotent?: boolean;
  }
}
