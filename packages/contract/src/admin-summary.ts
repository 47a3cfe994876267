import { z } from 'zod';
import { idSchema } from './common.ts';
import { orderStatusSchema } from './orders.ts';

/** Paid orders in a span of time: how many, and what they came to in dollars. */
export const salesFigureSchema = z.object({ orders: z.number().int(), total: z.number() });
export type SalesFigure = z.infer<typeof salesFigureSchema>;

/** A part an admin should restock: below its minimum order, or at most `LOW_STOCK_THRESHOLD` left. */
export const lowStockPartSchema = z.object({
  _id: idSchema,
  name: z.string(),
  availableQty: z.number().int(),
  minimumQty: z.number().int(),
});

/** Parts with this many pieces or fewer count as low on stock, whatever their minimum order. */
export const LOW_STOCK_THRESHOLD = 10;

/** GET /api/admin/summary — the admin dashboard's home, every figure computed by the database. */
export const adminSummarySchema = z.object({
  /** Days are calendar days of the database's time zone (UTC unless it was set otherwise). */
  sales: z.object({ today: salesFigureSchema, last7Days: salesFigureSchema, last30Days: salesFigureSchema }),
  /** One entry per day of the last 30, oldest first, today last; days without sales are zero. */
  salesPerDay: z.array(salesFigureSchema.extend({ day: z.iso.date() })),
  ordersByState: z.record(orderStatusSchema, z.number().int()),
  lowStock: z.array(lowStockPartSchema),
  latestMessages: z.array(
    z.object({
      _id: idSchema,
      name: z.string(),
      email: z.string(),
      message: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
