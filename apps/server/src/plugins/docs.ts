import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas (`app.swagger()`), published as JSON at
 * /api/docs/json with a browsable UI at /api/docs when `served` (API_DOCS; off in production).
 */
export async function registerDocs(app: FastifyInstance, served: boolean) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Crankworks API',
        description: 'Storefront and order system of a bicycle-parts maker',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (served) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
