import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { creditNoteParamsSchema, idParamsSchema } from '@crankworks/contract';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';
import { readSeller } from '../seller/index.ts';
import { findCreditNotes, findInvoice } from './document-records.ts';
import { creditNotePdf, invoicePdf, proFormaPdf, receiptPdf } from './invoice-pdf.ts';
import { loadOrderToRead } from './order-access.ts';
import { recordedCharges } from './order-charges.ts';
import type { OrderRow } from './order-dto.ts';
import { toOrderDetailDto } from './order-detail.ts';

const tags = ['orders'];

/** A PDF download: it holds an address and a phone number, so no cache keeps it. */
const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="crankworks-${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/**
 * The order's invoice once it is paid (a receipt for one paid before invoices were numbered), a
 * pro-forma before: for its customer, an admin, or a guest by his order link (decision 066).
 */
export async function sendInvoice(app: FastifyInstance, reply: FastifyReply, row: OrderRow) {
  const { database, config } = app.deps;
  const website = config.publicUrl;
  const issued = await findInvoice(database.db, row.id);
  if (issued) return sendPdf(reply, `invoice-${issued.number}`, await invoicePdf(issued, website));
  const [detail, { seller }] = await Promise.all([
    toOrderDetailDto(database.db, row, { forAdmin: false }),
    readSeller(database.db, config),
  ]);
  const short = row.id.slice(0, 8);
  const charges = recordedCharges(row);
  if (row.paid) return sendPdf(reply, `receipt-${short}`, await receiptPdf(detail, charges, seller, website));
  return sendPdf(reply, `pro-forma-${short}`, await proFormaPdf(detail, charges, seller, website));
}

/**
 * An order's documents for its customer or an admin (decisions 047, 060): the invoice once it is paid
 * (a pro-forma before), and a credit note per refund. Everyone else is refused as GET /order/:id
 * refuses them. No response schema: the body is the PDF's bytes.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const website = config.publicUrl;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/order/:id/invoice.pdf',
    {
      schema: {
        tags,
        summary: "An order's invoice as a PDF (a pro-forma while it is unpaid), for its customer or an admin",
        params: idParamsSchema,
      },
      onRequest: requireUser,
    },
    async (request, reply) =>
      sendInvoice(request.server, reply, await loadOrderToRead(db, request.user, request.params.id)),
  );

  routes.get(
    '/order/:id/credit-notes/:noteId.pdf',
    {
      schema: {
        tags,
        summary: 'A credit note of an order’s refund as a PDF, for its customer or an admin',
        params: creditNoteParamsSchema,
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const row = await loadOrderToRead(db, request.user, request.params.id);
      const note = (await findCreditNotes(db, row.id)).find(({ id }) => id === request.params.noteId);
      if (!note) throw notFound('No credit note with that id on this order');
      return sendPdf(reply, `credit-note-${note.number}`, await creditNotePdf(note, website));
    },
  );
};
