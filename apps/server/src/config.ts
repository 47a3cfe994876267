import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const optionalSecret = z.string().trim().optional();

/** Every setting the server reads, with its default. `.env.example` lists the same names. */
export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int({ error: 'must be a port number from 0 to 65535' })
    .min(0, { error: 'must be a port number from 0 to 65535' })
    .max(65535, { error: 'must be a port number from 0 to 65535' })
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DEMO: booleanFlag.optional(),
  /**
   * Which proxies in front of the app may set X-Forwarded-For (the client address that rate limits
   * count): off by default; `true` trusts any (only behind a proxy that overwrites the header),
   * otherwise a comma-separated list of addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value): boolean | string[] => {
      if (!value || value === 'false') return false;
      if (value === 'true') return true;
      return value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** How long a graceful shutdown may take to finish the requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a number of milliseconds' })
    .min(0, { error: 'must be a number of milliseconds' })
    .default(10_000),
  /** Where the built web app lives; the server serves it when the folder exists. */
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  /** The public origin of the site, used for auth callbacks and trusted origins. */
  PUBLIC_URL: z.url({ error: 'must be a URL such as http://127.0.0.1:3000' }).optional(),
  BETTER_AUTH_SECRET: optionalSecret,
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_PUBLISHABLE_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** Where Stripe's API lives (default https://api.stripe.com); tests point it at a local stand-in. */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:12111' })
    .optional(),
});

export type Config = z.infer<typeof configSchema> & {
  /** Demo data (demo admin and customer) is seeded: on by default, off in production unless DEMO=true. */
  demo: boolean;
  publicUrl: string;
};

export class ConfigError extends Error {}

/** `PORT=` (set but empty, as .env files and compose files often leave it) means "use the default". */
const withoutBlanks = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    ...values,
    demo: values.DEMO ?? values.NODE_ENV !== 'production',
    publicUrl: values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`,
  };
}
