import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  deletedSchema,
  idParamsSchema,
  partSpecSchema,
  productSpecsInputSchema,
  specDefinitionInputSchema,
  specDefinitionListSchema,
  specDefinitionSchema,
  specDefinitionUpdateSchema,
  specMessages,
} from '@crankworks/contract';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/index.ts';
import { deleteSpec, insertSpec, listSpecs, updateSpec } from './definitions.ts';
import { readPartSpecs, setPartSpecs } from './part-specs.ts';

const tags = ['specifications'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const saved = { 409: apiErrorSchema, ...errors };
const noSuchSpec = () => notFound(specMessages.notFound);

/**
 * The catalogue's specifications (decision 076): anyone reads them; an admin adds, renames and
 * deletes them, and gives a part its values.
 */
export const specRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/specs',
    {
      config: { publicCache: true },
      schema: { tags, response: { 200: specDefinitionListSchema, 400: apiErrorSchema } },
    },
    async () => ({ items: await listSpecs(db) }),
  );

  app.post(
    '/spec',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: { tags, body: specDefinitionInputSchema, response: { 201: specDefinitionSchema, ...saved } },
    },
    async (request, reply) => reply.code(201).send(await insertSpec(db, request.body)),
  );

  app.put(
    '/spec/:id',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: specDefinitionUpdateSchema,
        response: { 200: specDefinitionSchema, ...saved },
      },
    },
    async (request) => {
      const row = await updateSpec(db, request.params.id, request.body);
      if (!row) throw noSuchSpec();
      return row;
    },
  );

  app.delete(
    '/spec/:id',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...saved } },
    },
    async (request) => {
      if (!(await deleteSpec(db, request.params.id))) throw noSuchSpec();
      return { deletedCount: 1 };
    },
  );

  app.put(
    '/product/:id/specs',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: productSpecsInputSchema,
        response: { 200: z.object({ specs: z.array(partSpecSchema) }), ...errors },
      },
    },
    async (request) => {
      if (!(await setPartSpecs(db, request.params.id, request.body)))
        throw notFound('No product with that id');
      return { specs: await readPartSpecs(db, request.params.id) };
    },
  );
};
