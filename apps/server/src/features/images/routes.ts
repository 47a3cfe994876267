import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema, imageMessages, uploadedImageSchema } from '@crankworks/contract';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/index.ts';
import { sniffImageType } from './image-type.ts';
import { findImage, imageUrl, storeImage } from './queries.ts';
import { readUploadedFile } from './read-upload.ts';

/** An image's URL names its content for good (a new file gets a new id): browsers keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const maxBytes = app.deps.config.IMAGE_MAX_BYTES;
  // Only this plugin's routes take multipart bodies: one file, no other fields.
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/images',
    {
      schema: {
        tags: ['images'],
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedImageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const bytes = await readUploadedFile(request, maxBytes);
      const contentType = sniffImageType(bytes);
      if (!contentType) throw badRequest(imageMessages.notAnImage, 'image');
      const id = await storeImage(db, bytes, contentType);
      return reply.code(201).send({ _id: id, url: imageUrl(id) });
    },
  );

  app.get(
    '/images/:id',
    {
      // No response schema: the body is the image's bytes, sent as they are.
      schema: { tags: ['images'], params: idParamsSchema },
    },
    async (request, reply) => {
      const image = await findImage(db, request.params.id);
      if (!image) throw notFound('No image with that id');
      const etag = `"${image.sha256}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};
