import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  deletedSchema,
  idParamsSchema,
  placeName,
  shippingMessages,
  shippingOptionsRequestSchema,
  shippingOptionsSchema,
  shippingZoneInputSchema,
  shippingZoneSchema,
  shippingZonesSchema,
  type ShippingZone,
} from '@crankworks/contract';
import { conflict, notFound } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/index.ts';
import { readTaxSettings } from '../seller/index.ts';
import { shippingOptionsFor } from './options.ts';
import { deleteZone, listZones, saveZone, type ZoneRefusal } from './zones.ts';

const tags = ['shipping'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const noSuchZone = () => notFound(shippingMessages.zoneNotFound);

/** A saved zone, or the refusal in words naming the field. */
function savedOrRefused(saved: ShippingZone | ZoneRefusal): ShippingZone {
  if (!('refused' in saved)) return saved;
  if (saved.refused === 'not-found') throw noSuchZone();
  if (saved.refused === 'name-taken') throw conflict(shippingMessages.zoneNameTaken, 'name');
  throw conflict(
    shippingMessages.areaTaken(placeName(saved.area.country, saved.area.region), saved.zone),
    'areas',
  );
}

/**
 * Shipping (decision 067): an admin edits zones, their methods and rates; anyone (a guest's checkout
 * too) asks which methods serve an address and what they cost for the lines at hand.
 */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const zoneSaved = { 409: apiErrorSchema, ...errors };

  app.post(
    '/shipping/options',
    {
      schema: {
        tags,
        summary:
          'The methods that serve an address, with their price and the order’s tax and total, cheapest first',
        body: shippingOptionsRequestSchema,
        response: { 200: shippingOptionsSchema, ...errors },
      },
    },
    async (request) => {
      const options = await shippingOptionsFor(db, request.body, await readTaxSettings(db, config));
      if (!options) throw notFound(shippingMessages.noSuchPart);
      return options;
    },
  );

  app.get(
    '/admin/shipping/zones',
    { onRequest: requireAdmin, schema: { tags, response: { 200: shippingZonesSchema, ...errors } } },
    async () => ({ zones: await listZones(db) }),
  );

  app.post(
    '/admin/shipping/zones',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: { tags, body: shippingZoneInputSchema, response: { 201: shippingZoneSchema, ...zoneSaved } },
    },
    async (request, reply) =>
      reply.code(201).send(savedOrRefused(await saveZone(db, undefined, request.body))),
  );

  app.put(
    '/admin/shipping/zones/:id',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: shippingZoneInputSchema,
        response: { 200: shippingZoneSchema, ...zoneSaved },
      },
    },
    async (request) => savedOrRefused(await saveZone(db, request.params.id, request.body)),
  );

  app.delete(
    '/admin/shipping/zones/:id',
    {
      onRequest: requireAdmin,
      config: { changesCatalog: true },
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errors } },
    },
    async (request) => {
      if (!(await deleteZone(db, request.params.id))) throw noSuchZone();
      return { deletedCount: 1 };
    },
  );
};
