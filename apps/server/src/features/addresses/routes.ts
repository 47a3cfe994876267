import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressBookSchema,
  addressDefaultParamsSchema,
  addressFieldsSchema,
  addressMessages,
  addressSchema,
  apiErrorSchema,
  deletedSchema,
  idParamsSchema,
} from '@crankworks/contract';
import { conflict, notFound } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './queries.ts';

const tags = ['addresses'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const noSuchAddress = () => notFound(addressMessages.notFound);

/**
 * The signed-in customer's address book (docs/product.md, My Profile). Each call reaches only the
 * caller's own addresses: another's is not found, even by an admin. The guard runs before the
 * contract's schema checks the body.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const book = async (userId: string) => ({ addresses: await listAddresses(db, userId) });

  app.get(
    '/addresses',
    { onRequest: requireUser, schema: { tags, response: { 200: addressBookSchema, ...errors } } },
    async (request) => book(request.user.id),
  );

  app.post(
    '/addresses',
    {
      onRequest: requireUser,
      schema: {
        tags,
        body: addressFieldsSchema,
        response: { 201: addressSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createAddress(db, request.user.id, request.body);
      if (created === 'book-full') throw conflict(addressMessages.bookFull);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/addresses/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        params: idParamsSchema,
        body: addressFieldsSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateAddress(db, request.user.id, request.params.id, request.body);
      if (!updated) throw noSuchAddress();
      return updated;
    },
  );

  app.delete(
    '/addresses/:id',
    {
      onRequest: requireUser,
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errors } },
    },
    async (request) => {
      if (!(await deleteAddress(db, request.user.id, request.params.id))) throw noSuchAddress();
      return { deletedCount: 1 };
    },
  );

  app.put(
    '/addresses/:id/default/:use',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Makes the address your only default for shipping or for billing',
        params: addressDefaultParamsSchema,
        response: { 200: addressBookSchema, ...errors },
      },
    },
    async (request) => {
      const { id, use } = request.params;
      if (!(await setDefaultAddress(db, request.user.id, id, use))) throw noSuchAddress();
      return book(request.user.id);
    },
  );
};
