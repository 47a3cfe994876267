import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSmallBodyCompression } from './small-body-compression.ts';

const STRIPE_ORIGINS = ['https://js.stripe.com', 'https://*.stripe.com'];

/**
 * Security headers, with a Content-Security-Policy the built app works under, on every response:
 * registered before the public cache, whose answers from memory end a request early.
 */
export function registerSecurityHeadersFor(app: FastifyInstance, config: Config) {
  const stripe = config.STRIPE_PUBLISHABLE_KEY ? STRIPE_ORIGINS : [];
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        // No 'unsafe-inline': the app ships every style as a stylesheet (react-toastify's unstyled build
        // and its CSS file); style properties React sets through the DOM are not affected by CSP.
        styleSrc: ["'self'"],
        // Product images are the shop's own files or links an admin entered (IMAGE_ORIGINS).
        imgSrc: ["'self'", 'data:', ...config.IMAGE_ORIGINS],
        connectSrc: ["'self'", ...(stripe.length ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe.length ? stripe : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // The Stripe iframe and Google sign-in are cross-origin; keep the default COEP off.
    crossOriginEmbedderPolicy: false,
    // Older browsers' equivalent of frame-ancestors 'none'.
    frameguard: { action: 'deny' },
    hsts: config.NODE_ENV === 'production',
    // Not helmet's 'no-referrer': with it a browser sends `Origin: null` with a form posted as plain
    // HTML, and the page forms' origin check (plugins/origin-check.ts) could not tell our pages from
    // another site's. Other sites still learn nothing from a link followed.
    referrerPolicy: { policy: 'same-origin' },
  });
}

/** Response compression, and rate limiting that routes opt into (sign-in and sign-up set their own tighter limits). */
export async function registerCompressionAndLimits(app: FastifyInstance, db: Db) {
  registerSmallBodyCompression(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    // The plugin's own answer, as the app's error: another library's status is not passed on (error-handler.ts).
    errorResponseBuilder: (_request, { statusCode, after }) =>
      new HttpError(statusCode, `Rate limit exceeded, retry in ${after}`),
  });
}
