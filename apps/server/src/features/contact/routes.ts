import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  contactMessageInputSchema,
  contactMessagePageSchema,
  contactMessageTableQuerySchema,
  insertedSchema,
} from '@crankworks/contract';
import { contactMessage } from '../../db/schema/index.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { requireAdmin } from '../auth/index.ts';
import { readStaffAddress } from '../seller/index.ts';
import { contactMessageStaffMail } from './contact-mail.ts';
import { listContactMessages } from './queries.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactMessageInputSchema,
        response: { 201: insertedSchema, 400: apiErrorSchema },
      },
      // Anyone may write; a script may not flood the inbox.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const insertedId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessage)
          .values(request.body)
          .returning({ id: contactMessage.id });
        if (!row) throw new Error('insert returned no row');
        const staff = await readStaffAddress(tx, app.deps.config);
        if (staff) await queueMail(tx, contactMessageStaffMail(request.body, staff));
        return row.id;
      });
      return reply.code(201).send({ insertedId });
    },
  );

  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['contact'],
        querystring: contactMessageTableQuerySchema,
        response: {
          200: contactMessagePageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
      onRequest: requireAdmin,
    },
    async (request) => listContactMessages(db, request.query),
  );
};
