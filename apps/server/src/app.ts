import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LogFn, Logger } from 'pino';
import type { Config } from './config.ts';
import { createAppDeps, type GivenDeps } from './deps.ts';
import { endedByClient, loggableError, loggableUrl } from './lib/loggable-error.ts';
import { echoRequestId, requestIdGenerator } from './server/request-id.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { answerUnroutable, registerErrorHandling } from './plugins/error-handler.ts';
import { registerCompressionAndLimits, registerSecurityHeadersFor } from './plugins/security.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { healthRoutes } from './features/health/index.ts';
import { productRoutes } from './features/products/index.ts';
import { categoryRoutes } from './features/categories/index.ts';
import { specRoutes } from './features/specs/index.ts';
import { catalogueCsvRoutes } from './features/catalogue-csv/index.ts';
import { imageRoutes } from './features/images/index.ts';
import { reviewRoutes } from './features/reviews/index.ts';
import { contactRoutes } from './features/contact/index.ts';
import { authRoutes, registerPrivateAnswers, registerSessionCache } from './features/auth/index.ts';
import { userRoutes } from './features/users/index.ts';
import { documentRoutes, orderRoutes } from './features/orders/index.ts';
import { guestOrderRoutes } from './features/guest-orders/index.ts';
import { refundRoutes, runStaleRefunds } from './features/refunds/index.ts';
import { shipmentRoutes } from './features/shipments/index.ts';
import { runHoldExpiry, settlementRoutes } from './features/payment-settlement/index.ts';
import { cartRoutes } from './features/cart/index.ts';
import { addressRoutes } from './features/addresses/index.ts';
import { paymentRoutes } from './features/payments/index.ts';
import { adminSummaryRoutes } from './features/admin-summary/index.ts';
import { shippingRoutes } from './features/shipping/index.ts';
import { sellerRoutes } from './features/seller/index.ts';
import { outboxRoutes, runMailSender } from './features/mail/index.ts';
import { registerDrainState } from './server/drain.ts';
import { siteMapRoutes } from './features/site-map/index.ts';
import { pageFormRoutes } from './features/page-forms/index.ts';
import { registerIdempotentRequests } from './features/idempotent-requests/index.ts';

export type App = FastifyInstance;

/** Log lines name the request without personal data: no e-mail in a URL, no cookie or token. */
const privacy = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: loggableUrl(request.url),
      remoteAddress: request.ip,
    }),
    // Our lines carry `loggableError`'s object already: pino's own serializer took it for an error
    // and named its type "Object". An error Fastify logs itself is kept by the same rules. (Fastify
    // types the result as pino's serialized error; ours has its `type`, and a message where safe.)
    err: (error: unknown) =>
      (error instanceof Error ? loggableError(error) : error) as {
        type: string;
        message: string;
        stack: string;
      },
  },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  hooks: {
    // @fastify/compress logs at ERROR a compressed answer the client stopped reading: the shop did
    // nothing wrong, so the line goes down to debug (Fastify itself notes the early close at info).
    logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
      if (level >= 50 && args.some(endedByClient))
        return this.debug({ err: args.find(endedByClient) }, 'the client closed the connection mid-answer');
      return method.apply(this, args);
    },
  },
};

function loggerOptions(config: Config, stream?: LogStream) {
  if (stream) return { level: config.LOG_LEVEL, stream, ...privacy };
  if (!config.logs) return false;
  if (config.NODE_ENV === 'development') {
    return {
      level: config.LOG_LEVEL,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      ...privacy,
    };
  }
  return { level: config.LOG_LEVEL, ...privacy };
}

/** Where log lines go instead of stdout (tests read them). */
interface LogStream {
  write(line: string): void;
}

export type BuildOptions = GivenDeps & { logStream?: LogStream };

/** Builds the whole server without listening, so tests can `inject` into exactly what production runs. */
export async function buildApp({ logStream, ...given }: BuildOptions): Promise<App> {
  const { config } = given;
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // Shutdown is drain.ts's job: Fastify's defaults would reset requests received but not yet read
    // ('idle') and answer 503 to requests arriving on open keep-alive connections.
    forceCloseConnections: false,
    return503OnClosing: false,
    frameworkErrors: answerUnroutable,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Auth logs through the app's logger, so the dependencies are built once the app exists.
  const deps = createAppDeps(given, app.log);
  app.decorate('deps', deps);
  registerDrainState(app);
  echoRequestId(app);
  registerMetrics(app, deps.config, deps.database);
  registerSessionCache(app);
  registerPrivateAnswers(app);
  runMailSender(app);
  runHoldExpiry(app);
  runStaleRefunds(app);

  registerErrorHandling(app);
  registerSecurityHeadersFor(app, deps.config);
  registerPublicCache(app, deps.database);
  // Before compression and the routes: it keeps answers as they were serialised.
  registerIdempotentRequests(app);
  await registerCompressionAndLimits(app, deps.database.db);
  registerOriginCheck(app, deps.config);
  await registerDocs(app, deps.config.apiDocs);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(productRoutes);
      await api.register(categoryRoutes);
      await api.register(specRoutes);
      await api.register(catalogueCsvRoutes);
      await api.register(imageRoutes);
      await api.register(reviewRoutes);
      await api.register(contactRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(addressRoutes);
      await api.register(cartRoutes);
      await api.register(orderRoutes);
      await api.register(documentRoutes);
      await api.register(guestOrderRoutes);
      await api.register(shipmentRoutes);
      await api.register(refundRoutes);
      await api.register(settlementRoutes);
      await api.register(paymentRoutes);
      await api.register(adminSummaryRoutes);
      await api.register(sellerRoutes);
      await api.register(shippingRoutes);
      await api.register(outboxRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(siteMapRoutes);
  await app.register(pageFormRoutes);
  await registerWebApp(app, deps.config);
  return app;
}
