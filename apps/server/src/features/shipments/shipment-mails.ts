import { composeMail, type Mail } from '../../lib/mail/compose-mail.ts';
import { orderPageLink } from '../../lib/mail/shop-links.ts';
import { type NumberedOrderLine, type OrderRow, orderTitleOf } from '../orders/index.ts';

/** Some pieces of one of the order's lines. */
export interface ShippedPart {
  line: NumberedOrderLine;
  qty: number;
}

interface ShipmentNews {
  shipped: ShippedPart[];
  stillToCome: ShippedPart[];
  tracking: { carrier: string | null; trackingNumber: string | null };
}

const partLines = (parts: ShippedPart[], what: string): [string, string][] =>
  parts.map(({ line, qty }) => [line.productName, `${qty} ${what}`]);

/**
 * The customer's e-mail for one shipment: the parts in it, how to track it, and what is still to
 * come. The shipment that completes the order is "Shipped", as a one-parcel order's always was.
 */
export function shipmentMail(row: OrderRow, { shipped, stillToCome, tracking }: ShipmentNews): Mail {
  const complete = stillToCome.length === 0;
  return composeMail({
    kind: complete ? 'order-shipped' : 'order-part-shipped',
    recipient: row.userEmail,
    subject: `${complete ? 'Shipped' : 'Part of your order shipped'}: ${orderTitleOf(row)}`,
    greeting: complete
      ? `Your order is on its way, ${row.userName}`
      : `Some of your parts are on their way, ${row.userName}`,
    paragraphs: [
      complete
        ? 'The parts below left our workshop today; with them your whole order is on its way.'
        : 'The parts below left our workshop today. The rest follow: we will write again when they ship.',
    ],
    details: [
      ['Order', row.id],
      ...partLines(shipped, 'shipped now'),
      ...partLines(stillToCome, 'still to come'),
      ...(tracking.carrier ? ([['Carrier', tracking.carrier]] as [string, string][]) : []),
      ...(tracking.trackingNumber
        ? ([['Tracking number', tracking.trackingNumber]] as [string, string][])
        : []),
      ['Ship to', row.address],
    ],
    action: { label: 'See your order', href: orderPageLink(row, `/dashboard/orders/${row.id}`) },
  });
}

/** The customer's word that the order arrived, sent once when an admin records the delivery. */
export const deliveredMail = (row: OrderRow): Mail =>
  composeMail({
    kind: 'order-delivered',
    recipient: row.userEmail,
    subject: `Delivered: ${orderTitleOf(row)}`,
    greeting: `Your order has arrived, ${row.userName}`,
    paragraphs: [
      'Every part of your order was delivered. We hope it rides well; if anything is missing or damaged, reply to this e-mail.',
    ],
    details: [
      ['Order', row.id],
      ['Delivered to', row.address],
    ],
    action: { label: 'See your order', href: orderPageLink(row, `/dashboard/orders/${row.id}`) },
  });
