import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { createAuth, type Auth } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, on the app's database: the /api/auth routes and the guards use it. */
    auth: Auth;
  }
}

/** Puts one better-auth instance on the root instance, so the guards of every feature reach it. */
export function decorateAuth(app: FastifyInstance, deps: AppDeps) {
  app.decorate('auth', createAuth(deps.config, deps.database.db, app.log));
}
