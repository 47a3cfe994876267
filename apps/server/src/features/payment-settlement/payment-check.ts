import { SHOP_CURRENCY } from '../../lib/money.ts';
import { orderTotalCents, type OrderRow } from '../orders/index.ts';

/** A payment a provider reports: its amount in cents and its currency code. */
export interface ReportedPayment {
  amountCents: number;
  currency: string;
}

/** Whether a payment pays exactly this order: its total, in the shop's currency. */
export const paysOrderTotal = (
  payment: ReportedPayment,
  row: Pick<OrderRow, 'totalCents' | 'priceCents' | 'orderQty'>,
) => payment.amountCents === orderTotalCents(row) && payment.currency === SHOP_CURRENCY;
