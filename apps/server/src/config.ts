import { isIPv6 } from 'node:net';
import { z } from 'zod';
import { StartupError } from './lib/startup-error.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const optionalSecret = z.string().trim().optional();

/** Text for one line of an invoice or an e-mail: no line breaks or other control characters. */
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })
    .regex(/^[^\p{Cc}]*$/u, { error: 'must be one line, without control characters' });

const looksLikeIpv4 = (value: string) => /^[\d.]+$/.test(value);

/** An IP address or a host name; dotted numbers must be a real IPv4 address (999.1.1.1 is not). */
const hostSchema = z
  .string()
  .trim()
  .refine(
    (value) =>
      looksLikeIpv4(value)
        ? z.ipv4().safeParse(value).success
        : z.ipv6().safeParse(value).success || z.hostname().safeParse(value).success,
    { error: 'must be an IP address (e.g. 127.0.0.1, ::1) or a host name' },
  );

const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** Every setting the server reads, with its default. `.env.example` lists the same names. */
export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: hostSchema.default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int({ error: 'must be a port number from 0 to 65535' })
    .min(0, { error: 'must be a port number from 0 to 65535' })
    .max(65535, { error: 'must be a port number from 0 to 65535' })
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where `npm run backup` (and a running server asked by it) writes backups. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DEMO: booleanFlag.optional(),
  /** On SIGTERM/SIGINT, the longest the server waits for requests in flight before it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0, { error: 'must not be negative' })
    .default(10_000),
  /** PostgreSQL: how long a request waits for a connection, and the longest one statement may run. */
  DB_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, { error: 'must be at least 100' })
    .default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, { error: 'must be at least 100' })
    .default(15_000),
  /**
   * Which proxies in front of the app may set X-Forwarded-For (the client address that rate limits
   * count): off by default; `true` trusts any (only behind a proxy that overwrites the header),
   * otherwise a comma-separated list of addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, context): boolean | string[] => {
      if (!value || value === 'false') return false;
      if (value === 'true') return true;
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !proxyAddress.safeParse(entry).success);
      if (bad.length) {
        context.addIssue({
          code: 'custom',
          message: `must be true, false or a comma-separated list of IP addresses/CIDR ranges (not ${bad.join(', ')})`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /**
   * Where product images may come from besides the shop itself (the CSP's img-src): `https:` lets an
   * admin link any secure image; a list such as `https://cdn.example.com` locks it down.
   */
  IMAGE_ORIGINS: z
    .string()
    .trim()
    .default('https:')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z.array(
        z.string().regex(/^(https:|https:\/\/[a-z0-9.-]+(:\d+)?)$/i, {
          error: 'must be https: or a list of https:// origins',
        }),
      ),
    ),
  /** The largest image file an admin may upload for a product, in bytes (default 2 MB). */
  IMAGE_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int({ error: 'must be a number of bytes' })
    .min(1024, { error: 'must be at least 1024' })
    .max(20 * 1024 * 1024, { error: 'must be at most 20971520 (20 MB)' })
    .default(2 * 1024 * 1024),
  /** The catalogue's prices include the seller country's tax (EU style); default: tax is added (decision 068). */
  PRICES_INCLUDE_TAX: booleanFlag.default(false),
  /** Shipping is taxed at the goods' rate, as the seller country's rules say (default: true). */
  SHIPPING_TAXED: booleanFlag.default(true),
  /** Serve the OpenAPI document and its browser at /api/docs (default: on, except in production). */
  API_DOCS: booleanFlag.optional(),
  /**
   * Bearer token for Prometheus metrics at /metrics. Outside production /metrics is open; in
   * production it is served only when this is set.
   */
  METRICS_TOKEN: optionalSecret,
  /** Where the built web app lives; the server serves it when the folder exists. */
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  /** The public origin of the site, used for auth callbacks and trusted origins. */
  PUBLIC_URL: z.url({ error: 'must be a URL such as http://127.0.0.1:3000' }).optional(),
  /**
   * Origins of a development server whose pages call this server's API with the session cookie as if
   * they were its own: `npm run dev` sets Vite's. Unset, only PUBLIC_URL's pages are trusted.
   */
  DEV_SERVER_ORIGINS: z
    .string()
    .trim()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .refine((origins) => origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin)), {
      error: 'must be a comma-separated list of origins such as http://127.0.0.1:5173',
    }),
  BETTER_AUTH_SECRET: optionalSecret,
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_PUBLISHABLE_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /**
   * The mail server, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. Without it every
   * e-mail stays in the outbox, which admins read at /dashboard/outbox.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of the shop's e-mails, e.g. "Crankworks <shop@example.com>"; needed with SMTP_URL. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^[^\r\n]*@[^\r\n]*$/, { error: 'must be an e-mail address, e.g. Crankworks <shop@example.com>' })
    .optional(),
  /** The shop's name on its invoices and in its e-mails (their subjects, greetings and signature). */
  SHOP_NAME: oneLine(80).default('Crankworks'),
  /** The shop's postal address, one line, printed on its invoices; none when unset. */
  SHOP_ADDRESS: oneLine(200).optional(),
  /** The address customers write to, printed on invoices; unset, MAIL_FROM's address. */
  SHOP_EMAIL: z.email({ error: 'must be an e-mail address, e.g. shop@example.com' }).optional(),
  /**
   * Where the staff's e-mails go (a new paid order, a new contact message); unset, the seller's
   * e-mail in Settings (SHOP_EMAIL until one is saved). None is sent when neither is known.
   */
  SHOP_NOTIFY_EMAIL: z.email({ error: 'must be an e-mail address, e.g. orders@example.com' }).optional(),
  /** How often the mail sender looks for due e-mails. */
  MAIL_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(50, { error: 'must be at least 50' })
    .default(5_000),
  /** The wait after a failed send; it doubles with each further failure, up to an hour. */
  MAIL_RETRY_BASE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(50, { error: 'must be at least 50' })
    .default(60_000),
  /** How long an unpaid order holds its parts' stock before it expires and the stock goes back on sale. */
  ORDER_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int({ error: 'must be a whole number of minutes' })
    .min(1, { error: 'must be at least 1' })
    .max(43_200, { error: 'must be at most 43200 (30 days)' })
    .default(30),
  /**
   * How many minutes before an unpaid order's deadline its customer is reminded by e-mail, once; 0
   * sends none. An order whose whole hold is shorter gets none (its order e-mail says the deadline).
   */
  ORDER_REMINDER_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int({ error: 'must be a whole number of minutes' })
    .min(0, { error: 'must be 0 (no reminder) or more' })
    .max(43_200, { error: 'must be at most 43200 (30 days)' })
    .default(10),
  /**
   * The most unpaid orders one customer may have at once (each holds its parts' stock); the next is
   * refused until he pays for or cancels one, or one expires.
   */
  MAX_UNPAID_ORDERS: z.coerce
    .number({ error: 'must be a whole number of orders' })
    .int({ error: 'must be a whole number of orders' })
    .min(1, { error: 'must be at least 1' })
    .max(1_000_000, { error: 'must be at most 1000000' })
    .default(3),
  /**
   * How many days a guest's signed order link (decision 066) shows and pays his order; each e-mail
   * carries a fresh one.
   */
  ORDER_LINK_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1' })
    .max(365, { error: 'must be at most 365' })
    .default(30),
  /** How often a server looks for unpaid orders whose hold has run out. */
  ORDER_EXPIRY_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(50, { error: 'must be at least 50' })
    .default(60_000),
  /**
   * The longest one call to the card payment provider may take before it counts as unanswered (then
   * retried once with the same idempotency key, then answered 503 in words): never with a
   * transaction open (decision 008).
   */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, { error: 'must be at least 100' })
    .max(60_000, { error: 'must be at most 60000' })
    .default(4_000),
  /** Where Stripe's API lives (default https://api.stripe.com); tests point it at a local stand-in. */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:12111' })
    .optional(),
});

export type Config = z.infer<typeof configSchema> & {
  /** Demo data (demo admin and customer) is seeded: on by default, off in production unless DEMO=true. */
  demo: boolean;
  /** /api/docs is served: on by default, off in production unless API_DOCS=true. */
  apiDocs: boolean;
  /** Log lines go to stdout: always, except in tests that do not set LOG_LEVEL (the browser tests read them). */
  logs: boolean;
  publicUrl: string;
};

export class ConfigError extends StartupError {}

/** `PORT=` (set but empty, as .env files and compose files often leave it) means "use the default". */
const withoutBlanks = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));

/** http://HOST:PORT, with an IPv6 address in brackets as a URL needs it (http://[::1]:3000). */
const listenOrigin = (host: string, port: number) => `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.SMTP_URL && !values.MAIL_FROM)
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_FROM: is needed with SMTP_URL (the sender of the e-mails)',
    );
  if (values.NODE_ENV === 'production' && values.DEV_SERVER_ORIGINS.length > 0)
    throw new ConfigError(
      'Invalid configuration:\n  DEV_SERVER_ORIGINS: is for development only (npm run dev); production trusts PUBLIC_URL alone',
    );
  return {
    ...values,
    demo: values.DEMO ?? values.NODE_ENV !== 'production',
    apiDocs: values.API_DOCS ?? values.NODE_ENV !== 'production',
    logs: values.NODE_ENV !== 'test' || Boolean(withoutBlanks(env).LOG_LEVEL),
    publicUrl: values.PUBLIC_URL ?? listenOrigin(values.HOST, values.PORT),
  };
}
