import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  catalogueCsvMessages,
  catalogueImportSchema,
  importReportSchema,
  MAX_IMPORT_CHARS,
  type ImportReport,
} from '@crankworks/contract';
import { requireAdmin } from '../auth/index.ts';
import { exportCatalogue } from './export-csv.ts';
import { applyImport } from './import-apply.ts';
import { planImport, type PlannedRow } from './import-plan.ts';

const tags = ['products'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

const count = (rows: PlannedRow[], action: PlannedRow['action']) =>
  rows.filter((row) => row.action === action).length;

/** The report of a plan, without what only writing it needs. */
const reportOf = (rows: PlannedRow[], applied: boolean): ImportReport => ({
  applied,
  created: count(rows, 'create'),
  updated: count(rows, 'update'),
  unchanged: count(rows, 'unchanged'),
  refused: count(rows, 'refuse'),
  rows: rows.map(({ line, action, partId, name, changes, problems }) => ({
    line,
    action,
    partId,
    name,
    changes,
    problems,
  })),
});

/**
 * The catalogue as CSV, one row per variant (decisions 077, 078): an admin downloads it, and imports a
 * file in two steps, a dry run that reports every row, then the import itself, which writes all rows
 * or, if one is refused, none (422 with the report).
 */
export const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/products/export',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The whole catalogue as CSV, one row per variant, each product first',
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        .send(await exportCatalogue(db));
    },
  );

  app.post(
    '/admin/products/import',
    {
      onRequest: requireAdmin,
      // The file travels as JSON text: room for its largest size, escaped.
      bodyLimit: MAX_IMPORT_CHARS * 2,
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Import products and variants from CSV: a dry run reports every row; the import writes all rows or none',
        body: catalogueImportSchema,
        response: { 200: importReportSchema, 422: importReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rows = await planImport(db, request.body.csv);
      if (request.body.dryRun) return reportOf(rows, false);
      const refused = count(rows, 'refuse');
      if (refused > 0) {
        const message = catalogueCsvMessages.refused(refused);
        return reply.code(422).send({ message, ...reportOf(rows, false) });
      }
      await applyImport(db, rows);
      return reportOf(rows, true);
    },
  );
};
