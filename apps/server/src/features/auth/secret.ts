import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type Config } from '../../config.ts';
import { DEVELOPMENT_SECRET } from '../../lib/signing-secret.ts';
const MIN_PRODUCTION_LENGTH = 32;

/**
 * The key that signs session cookies. Production refuses to start without a real one (a known
 * key would let anyone forge a session); development and tests fall back to a fixed key so
 * sessions survive restarts, with a warning.
 */
export function authSecret(config: Config, log: FastifyBaseLogger): string {
  const secret = config.BETTER_AUTH_SECRET;
  if (config.NODE_ENV === 'production') {
    if (!secret || secret.length < MIN_PRODUCTION_LENGTH) {
      throw new ConfigError(
        `Invalid configuration:\n  BETTER_AUTH_SECRET: is required in production, at least ${MIN_PRODUCTION_LENGTH} random characters (e.g. openssl rand -base64 32)`,
      );
    }
    return secret;
  }
  if (secret) return secret;
  log.warn(
    'BETTER_AUTH_SECRET is not set: using the fixed development key. Set it before going to production.',
  );
  return DEVELOPMENT_SECRET;
}
