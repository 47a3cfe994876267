import { composeMail, type Mail } from '../../lib/mail/compose-mail.ts';
import { orderPageLink } from '../../lib/mail/shop-links.ts';
import { dollars, type OrderRow, orderTitleOf, type RefundRow } from '../orders/index.ts';

/** The customer's word that money is on its way back to his card, with its credit note's number. */
export const refundMail = (row: OrderRow, refund: RefundRow, creditNoteNumber?: string): Mail =>
  composeMail({
    kind: 'order-refunded',
    recipient: row.userEmail,
    subject: `Refund of ${dollars(refund.amountCents)}: ${orderTitleOf(row)}`,
    greeting: `We have refunded ${dollars(refund.amountCents)} to your card, ${row.userName}`,
    paragraphs: [
      refund.cancelsOrder
        ? 'Your order is cancelled and its payment refunded.'
        : 'Your bank shows it within a few days.',
    ],
    details: [
      ['Order', row.id],
      ['Refunded', dollars(refund.amountCents)],
      ...(refund.reason ? ([['Reason', refund.reason]] as [string, string][]) : []),
      ['Refund reference', refund.providerRefundId ?? refund.id],
      ...(creditNoteNumber ? ([['Credit note', creditNoteNumber]] as [string, string][]) : []),
    ],
    action: { label: 'See your order', href: orderPageLink(row, `/dashboard/orders/${row.id}`) },
  });
