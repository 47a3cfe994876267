import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  accountMessages,
  accountSessionsSchema,
  apiErrorSchema,
  deletedSchema,
  idParamsSchema,
} from '@crankworks/contract';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { requireUser, resolveSession } from './guards.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The caller's own session token, to tell his session from the others. Call after requireUser. */
async function currentToken(request: FastifyRequest) {
  const resolved = await resolveSession(request);
  if (!resolved) throw unauthorized();
  return resolved.token;
}

/**
 * My Profile's Sessions: the account's sessions by id, one or all others signed out. They stand in
 * for better-auth's list-sessions and revoke-session, which carry each session's token.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/sessions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Your account’s sessions: device, created, last seen, and which is this one',
        response: { 200: accountSessionsSchema, ...errors },
      },
    },
    async (request) => ({ sessions: await listSessions(db, request.user.id, await currentToken(request)) }),
  );

  app.delete(
    '/sessions/others',
    {
      onRequest: requireUser,
      config: { changesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Signs out every session of your account but this one',
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => ({
      deletedCount: await endOtherSessions(db, request.user.id, await currentToken(request)),
    }),
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: requireUser,
      config: { changesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Signs out one session of your account',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await endSession(db, request.user.id, request.params.id)))
        throw notFound(accountMessages.noSuchSession);
      return { deletedCount: 1 };
    },
  );
};
