import { z } from 'zod';
import { idSchema, text } from './common.ts';

/** The most characters a carrier's name or a tracking number may have. */
export const MAX_SHIPMENT_TEXT = 80;

/** A carrier or tracking number: one line of printable text, empty meaning "not given". */
const shipmentText = text({ error: 'must be text' })
  .regex(/^[^\t\n\r]*$/, { error: 'must not contain control characters' })
  .trim()
  .max(MAX_SHIPMENT_TEXT, { error: `must be at most ${MAX_SHIPMENT_TEXT} characters` })
  .optional();

/** One line of a shipment: which line of the order (numbered from 1), and how many of its pieces. */
export const shipmentLineSchema = z.object({
  lineNo: z
    .number({ error: 'must be a line number of the order' })
    .int({ error: 'must be a line number of the order' })
    .min(1, { error: 'must be a line number of the order' }),
  qty: z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(1_000_000, { error: 'must be at most 1000000' }),
});

/** POST /api/order/:id/shipments — some pieces of some lines leave now, optionally tracked. */
export const newShipmentSchema = z.object({
  lines: z
    .array(shipmentLineSchema, { error: 'must list the parts to ship' })
    .min(1, { error: 'must list at least one part to ship' })
    .max(100, { error: 'must list at most 100 parts' })
    .refine((lines) => new Set(lines.map((line) => line.lineNo)).size === lines.length, {
      error: 'must list each part once',
    }),
  carrier: shipmentText,
  trackingNumber: shipmentText,
});
export type NewShipment = z.infer<typeof newShipmentSchema>;

/** A parcel that left for the customer, and which parts it carried. */
export const shipmentSchema = z.object({
  _id: idSchema,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lines: z.array(z.object({ lineNo: z.number().int(), name: z.string(), qty: z.number().int() })),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** Why a shipment or a delivery is refused although its fields are well formed. */
export const shipmentMessages = {
  unpaid: 'Only a paid order can be shipped',
  fullyShipped: 'Every part of this order has already shipped',
  nothingLeft: 'Nothing of this order is left to ship: its parts were refunded and put back on stock',
  notShipped: 'Only an order that has shipped in full can be marked delivered',
  refundPending:
    'A refund that cancels this order or puts its parts back on stock is still under way; try again in a minute',
  unknownLine: 'must be a line number of the order',
  lineShipped: (part: string) => `${part} has already shipped in full`,
  tooMany: (left: number, part: string) => `must be at most ${left}: what is left to ship of ${part}`,
} as const;
