import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRODUCT_STATUSES,
  adminProductQuerySchema,
  apiErrorSchema,
  idParamsSchema,
  insertedSchema,
  newProductSchema,
  productChangesSchema,
  productDeletedSchema,
  productPageSchema,
  productDetailSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productQuerySchema,
  productVariantsSchema,
} from '@crankworks/contract';
import { notFound } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/index.ts';
import { categoryPathsOf } from '../categories/index.ts';
import { listProducts } from './catalogue-page.ts';
import {
  deleteProduct,
  findAnyProduct,
  findProduct,
  insertProduct,
  toProductDetailDto,
  type PricedPart,
} from './queries.ts';
import { updateProduct } from './update-product.ts';
import { readVariants, replaceVariants } from './variants.ts';

const productNotFound = () => notFound('No product with that id');

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/products',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        querystring: productQuerySchema,
        response: { 200: productPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listProducts(db, request.query, app),
  );

  app.get(
    '/products/facets',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        querystring: productFacetsQuerySchema,
        response: { 200: productFacetsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => app.facetCounts.read(request.query),
  );

  const readOne = {
    config: { publicCache: true as const },
    schema: {
      tags: ['products'],
      params: idParamsSchema,
      response: { 200: productDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
  };
  /** A part's page; a variant's is its product's, where the variant is one of those to choose. */
  const detailOf = async (read: (id: string) => Promise<PricedPart | undefined>, id: string) => {
    const found = await read(id);
    const row = found?.variantOf ? await read(found.variantOf) : found;
    if (!row) throw productNotFound();
    const [categories, variants] = await Promise.all([categoryPathsOf(db, row.id), readVariants(db, row.id)]);
    // The product's specifications are its own row's, its first variant's.
    return toProductDetailDto(row, categories, variants[0]?.specs ?? [], variants);
  };
  /** A part's page whatever its status, as the admin reads and edits it. */
  const adminDetailOf = (id: string) => detailOf((partId) => findAnyProduct(db, partId), id);
  const handleReadOne = async (request: { params: { id: string } }) =>
    detailOf((id) => findProduct(db, id), request.params.id);
  // The original product's API has two paths for reading one product: the purchase page uses the first.
  app.get('/purchase/:id', readOne, handleReadOne);
  app.get('/product/:id', readOne, handleReadOne);

  // The admin's reads: parts of every status, never from the public cache (a hidden part is the admin's).
  app.get(
    '/admin/products',
    {
      schema: {
        tags: ['products'],
        querystring: adminProductQuerySchema,
        response: { 200: productPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      onRequest: requireAdmin,
    },
    async (request) => {
      const { status, ...query } = request.query;
      return listProducts(db, query, app, status ? [status] : PRODUCT_STATUSES);
    },
  );

  app.get(
    '/admin/product/:id',
    {
      schema: {
        tags: ['products'],
        params: idParamsSchema,
        response: {
          200: productDetailSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      onRequest: requireAdmin,
    },
    async (request) => adminDetailOf(request.params.id),
  );

  app.post(
    '/product',
    {
      schema: {
        tags: ['products'],
        body: newProductSchema,
        response: { 201: insertedSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      onRequest: requireAdmin,
      config: { changesCatalog: true },
    },
    async (request, reply) => {
      const row = await insertProduct(db, request.body);
      return reply.code(201).send({ insertedId: row.id });
    },
  );

  // An admin's change of a part answers its page as saved, or why not (409: the stock or a part number
  // changed meanwhile).
  const editAnswers = {
    200: productDetailSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  app.patch(
    '/product/:id',
    {
      schema: {
        tags: ['products'],
        params: idParamsSchema,
        body: productChangesSchema,
        response: editAnswers,
      },
      onRequest: requireAdmin,
      config: { changesCatalog: true },
    },
    async (request) => {
      const saved = await updateProduct(db, request.params.id, request.body);
      return adminDetailOf(saved.id);
    },
  );

  app.put(
    '/product/:id/variants',
    {
      schema: {
        tags: ['products'],
        params: idParamsSchema,
        body: productVariantsSchema,
        response: editAnswers,
      },
      onRequest: requireAdmin,
      config: { changesCatalog: true },
    },
    async (request) => {
      await replaceVariants(db, request.params.id, request.body);
      return adminDetailOf(request.params.id);
    },
  );

  app.delete(
    '/product/:id',
    {
      schema: {
        tags: ['products'],
        params: idParamsSchema,
        response: {
          200: productDeletedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      onRequest: requireAdmin,
      config: { changesCatalog: true },
    },
    async (request) => {
      const deleted = await deleteProduct(db, request.params.id);
      if (!deleted) throw productNotFound();
      return { deletedCount: 1, name: deleted.name };
    },
  );
};
