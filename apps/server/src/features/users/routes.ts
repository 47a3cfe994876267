import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  accessTokenSchema,
  accountMessages,
  adminCheckSchema,
  apiErrorSchema,
  deletedSchema,
  emailParamsSchema,
  hasProfileFields,
  modifiedSchema,
  putUserBodySchema,
  revokeAdminMessages,
  userProfileSchema,
  userTableQuerySchema,
  userTableSchema,
} from '@crankworks/contract';
import { conflict, fieldRefused, notFound, unauthorized } from '../../lib/errors.ts';
import { ownerOnly, ownerOrAdmin, requireAdmin, requireUser, resolveSession } from '../auth/index.ts';
import {
  deleteUser,
  findUserByEmail,
  listUsers,
  makeAdmin,
  revokeAdmin,
  toProfile,
  updateProfile,
} from './queries.ts';

/**
 * onRequest: an admin reaches any account, a customer only his own — judged on the address as sent,
 * before it is validated, so nobody learns the route's rules before proving who he is.
 */
async function ownAccountOrAdmin(request: FastifyRequest) {
  await requireUser(request);
  ownerOrAdmin(request, (request.params as { email: string }).email);
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const noSuchUser = () => notFound('No user with that e-mail');

/** The user and admin calls (docs/product.md, The API), with the rules of Roles enforced here. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.put(
    '/user/:email',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Only `email` in the body: the access token of your session. With profile fields: save your profile.',
        params: emailParamsSchema,
        body: putUserBodySchema,
        response: { 200: z.union([accessTokenSchema, userProfileSchema]), ...errors },
      },
    },
    async (request) => {
      const { email } = request.params;
      if (request.body.email !== email) throw fieldRefused('email', 'must be the address in the path');
      ownerOnly(request, email);
      if (!hasProfileFields(request.body)) {
        // The profile lives on the account row, so it exists as soon as the account does.
        const session = await resolveSession(request);
        if (!session) throw unauthorized();
        return { accessToken: session.token };
      }
      const { email: _email, ...fields } = request.body;
      const row = await updateProfile(db, email, fields);
      if (!row) throw noSuchUser();
      // His session carries his name: read it afresh (other processes hear it from the database).
      app.sessionCache.forgetUser(row.id);
      return toProfile(row);
    },
  );

  app.get(
    '/user/:email',
    {
      onRequest: requireUser,
      schema: { tags: ['users'], params: emailParamsSchema, response: { 200: userProfileSchema, ...errors } },
    },
    async (request) => {
      ownerOrAdmin(request, request.params.email);
      const row = await findUserByEmail(db, request.params.email);
      if (!row) throw noSuchUser();
      return toProfile(row);
    },
  );

  app.get(
    '/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        querystring: userTableQuerySchema,
        response: { 200: userTableSchema, ...errors },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.put(
    '/user/admin/:email',
    {
      onRequest: requireAdmin,
      config: { changesSessions: true },
      schema: { tags: ['users'], params: emailParamsSchema, response: { 200: modifiedSchema, ...errors } },
    },
    async (request) => {
      const modifiedCount = await makeAdmin(db, request.params.email);
      if (modifiedCount === undefined) throw noSuchUser();
      return { modifiedCount };
    },
  );

  app.delete(
    '/user/admin/:email',
    {
      onRequest: requireAdmin,
      config: { changesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'Makes an admin a customer again: never oneself, never the last admin',
        params: emailParamsSchema,
        response: { 200: modifiedSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await revokeAdmin(db, request.params.email, request.user.id);
      if (outcome === 'not-found') throw noSuchUser();
      if (outcome === 'self') throw conflict(revokeAdminMessages.self);
      if (outcome === 'last-admin') throw conflict(revokeAdminMessages.lastAdmin);
      return { modifiedCount: outcome === 'revoked' ? 1 : 0 };
    },
  );

  app.delete(
    '/user/:email',
    {
      onRequest: ownAccountOrAdmin,
      config: { changesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'An admin deletes an account (not his own); a customer deletes his own',
        params: emailParamsSchema,
        response: { 200: deletedSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const context = {
        db,
        provider: app.deps.payments,
        holdMinutes: app.deps.config.ORDER_HOLD_MINUTES,
        seller: app.deps.config,
      };
      const outcome = await deleteUser(context, request.params.email, request.user);
      if (outcome === 'not-found') throw noSuchUser();
      if (outcome === 'self') throw conflict(accountMessages.adminCannotDelete);
      if (outcome === 'last-admin') throw conflict('The last admin cannot be deleted');
      return { deletedCount: 1 };
    },
  );

  app.get(
    '/admin/:email',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Whether the user is an admin; a customer may ask only about himself',
        params: emailParamsSchema,
        response: { 200: adminCheckSchema, ...errors },
      },
    },
    async (request) => {
      ownerOrAdmin(request, request.params.email);
      const row = await findUserByEmail(db, request.params.email);
      return { admin: row?.role === 'admin' };
    },
  );
};
