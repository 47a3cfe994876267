import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cartSchema,
  idParamsSchema,
  mergeCartSchema,
  putBackSchema,
  setCartLineSchema,
} from '@crankworks/contract';
import { requireUser } from '../auth/index.ts';
import { putOrderBackInCart } from './put-back.ts';
import { dismissDroppedParts, mergeCart, readCart, removeCartLine, setCartLine } from './queries.ts';

const tags = ['cart'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The signed-in customer's cart; a visitor's lives in his browser until he signs in (then `merge`). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/cart',
    { schema: { tags, response: { 200: cartSchema, ...errors } }, onRequest: requireUser },
    async (request) => readCart(db, request.user.id),
  );

  app.put(
    '/cart/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: setCartLineSchema,
        response: { 200: cartSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => {
      await setCartLine(app.deps.database, request.user.id, request.params.id, request.body.qty);
      return readCart(db, request.user.id);
    },
  );

  app.delete(
    '/cart/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: cartSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => {
      await removeCartLine(db, request.user.id, request.params.id);
      return readCart(db, request.user.id);
    },
  );

  app.delete(
    '/cart/dropped',
    {
      schema: {
        tags,
        summary: 'Dismiss the names of parts the shop stopped selling that left the cart',
        response: { 200: cartSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => {
      await dismissDroppedParts(db, request.user.id);
      return readCart(db, request.user.id);
    },
  );

  app.post(
    '/cart/merge',
    {
      schema: { tags, body: mergeCartSchema, response: { 200: cartSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => {
      await mergeCart(db, request.user.id, request.body.lines);
      return readCart(db, request.user.id);
    },
  );

  app.post(
    '/order/:id/put-back',
    {
      schema: {
        tags,
        summary: "Put an expired order's parts back in the customer's cart",
        params: idParamsSchema,
        response: { 200: putBackSchema, ...errors, 409: apiErrorSchema },
      },
      onRequest: requireUser,
    },
    async (request) => putOrderBackInCart(db, request.user, request.params.id),
  );
};
