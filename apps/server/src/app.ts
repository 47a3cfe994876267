import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { healthRoutes } from './features/health/routes.ts';
import { productRoutes } from './features/products/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { decorateAuth } from './features/auth/decorate.ts';
import { authRoutes } from './features/auth/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { orderRoutes } from './features/orders/routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { registerDrainState } from './server/drain.ts';

export interface AppDeps {
  config: Config;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type App = FastifyInstance;

function loggerOptions(config: Config) {
  if (config.NODE_ENV === 'test') return false;
  if (config.NODE_ENV === 'development') {
    return {
      level: config.LOG_LEVEL,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    };
  }
  return { level: config.LOG_LEVEL };
}

/** Builds the whole server without listening, so tests can `inject` into exactly what production runs. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(deps.config),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // Shutdown is drain.ts's job: Fastify's defaults would reset requests received but not yet read
    // ('idle') and answer 503 to requests arriving on open keep-alive connections.
    forceCloseConnections: false,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  decorateAuth(app, deps);
  registerDrainState(app);

  registerErrorHandling(app);
  await registerSecurity(app, deps.config);
  await registerDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(productRoutes);
      await api.register(reviewRoutes);
      await api.register(contactRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(orderRoutes);
      await api.register(paymentRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, deps.config);
  return app;
}
