import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  categoryInputSchema,
  categoryListSchema,
  categoryMessages,
  categoryRefSchema,
  deletedSchema,
  idParamsSchema,
  productCategoriesSchema,
} from '@crankworks/contract';
import { fieldRefused, notFound } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/index.ts';
import {
  deleteCategory,
  insertCategory,
  listCategories,
  setPartCategories,
  updateCategory,
} from './queries.ts';

const tags = ['categories'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const saved = { 409: apiErrorSchema, ...errors };
const noSuchCategory = () => notFound(categoryMessages.notFound);
const categoryNodeSchema = categoryRefSchema.extend({ parentId: z.string().nullable() });

/**
 * The catalogue's categories (decision 073): anyone reads the tree with each category's count of
 * parts; an admin adds, renames, moves and deletes categories, and puts a part in its categories.
 */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/categories',
    {
      config: { publicCache: true },
      schema: { tags, response: { 200: categoryListSchema, 400: apiErrorSchema } },
    },
    async () => ({ items: await listCategories(db) }),
  );

  app.post(
    '/category',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: { tags, body: categoryInputSchema, response: { 201: categoryNodeSchema, ...saved } },
    },
    async (request, reply) => reply.code(201).send(await insertCategory(db, request.body)),
  );

  app.put(
    '/category/:id',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: categoryInputSchema,
        response: { 200: categoryNodeSchema, ...saved },
      },
    },
    async (request) => {
      const row = await updateCategory(db, request.params.id, request.body);
      if (!row) throw noSuchCategory();
      return row;
    },
  );

  app.delete(
    '/category/:id',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: deletedSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await deleteCategory(db, request.params.id))) throw noSuchCategory();
      return { deletedCount: 1 };
    },
  );

  app.put(
    '/product/:id/categories',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: productCategoriesSchema,
        response: { 200: productCategoriesSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await setPartCategories(db, request.params.id, request.body.categoryIds);
      if (outcome === 'no-part') throw notFound('No product with that id');
      if (outcome === 'unknown-category')
        throw fieldRefused('categoryIds', 'names a category that does not exist');
      return { categoryIds: [...new Set(request.body.categoryIds)] };
    },
  );
};
