import { orderMessages, taxRowLabel } from '@crankworks/contract';
import { composeMail, type Mail } from '../../lib/mail/compose-mail.ts';
import { SHOP_NAME, orderLinkMark, orderPageLink, shopLink } from '../../lib/mail/shop-links.ts';
import { formatUsd, toDollars } from '../../lib/money.ts';
import { orderTitleOf, orderTotalCents, type OrderRow } from './order-dto.ts';
import type { OrderLineRow } from './order-lines.ts';

export const dollars = (cents: number) => formatUsd(toDollars(cents));

const deadlineFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * An unpaid order's deadline as a mail says it, in UTC, as the shop does not know its reader's time
 * zone: "27 Nov 2026, 14:35 UTC".
 */
const deadlineWords = (heldUntil: Date) => `${deadlineFormat.format(heldUntil)} UTC`;

/** What every order e-mail tells: the fields an order has from the moment it is placed. */
export type MailedOrder = Pick<
  OrderRow,
  | 'id'
  | 'productName'
  | 'priceCents'
  | 'orderQty'
  | 'totalCents'
  | 'lineCount'
  | 'userName'
  | 'userEmail'
  | 'address'
  | 'heldUntil'
  | 'userId'
  | 'goodsCents'
  | 'shippingCents'
  | 'shippingMethod'
  | 'taxCents'
  | 'taxLabel'
  | 'pricesIncludeTax'
>;

/** Goods, shipping and tax before the total, for an order charged them (decision 069). */
const chargeDetails = (row: MailedOrder): [string, string][] =>
  row.shippingMethod === null
    ? []
    : [
        ['Goods', dollars(row.goodsCents ?? 0)],
        [`Shipping (${row.shippingMethod})`, dollars(row.shippingCents ?? 0)],
        [taxRowLabel(row.taxLabel ?? 'Tax', row.pricesIncludeTax ?? false), dollars(row.taxCents ?? 0)],
      ];

/** A one-part order names its part and quantity; a cart's order lists its parts when they are at hand. */
const orderDetails = (row: MailedOrder, lines?: OrderLineRow[]): [string, string][] => [
  ['Order', row.id],
  ...(row.lineCount === 1
    ? ([
        ['Product', row.productName],
        ['Quantity', String(row.orderQty)],
      ] as [string, string][])
    : (lines ?? []).map((line): [string, string] => [
        line.productName,
        `${line.qty} × ${dollars(line.priceCents)}`,
      ])),
  ...chargeDetails(row),
  ['Total', dollars(orderTotalCents(row))],
];

/** Both the placed and the reminder mail lead to the order's payment. */
const payAction = (row: MailedOrder) => ({
  label: 'Pay now',
  href: orderPageLink(row, `/dashboard/payment/${row.id}`),
});

const heldUntilDetail = (row: MailedOrder): [string, string][] =>
  row.heldUntil ? [['Held until', deadlineWords(row.heldUntil)]] : [];

const holdParagraph = (row: MailedOrder) =>
  row.heldUntil
    ? [
        `We hold the parts until ${deadlineWords(row.heldUntil)}; an order not paid by then expires and its parts go back on sale.`,
      ]
    : [];

export const orderPlacedMail = (row: MailedOrder, lines?: OrderLineRow[]): Mail =>
  composeMail({
    kind: 'order-placed',
    recipient: row.userEmail,
    subject: `Your ${SHOP_NAME} order: ${orderTitleOf(row)}`,
    greeting: `Thank you for your order, ${row.userName}`,
    paragraphs: [
      row.userId === null
        ? 'We have set the parts aside for you. The order ships once it is paid; its page, at the link below, shows it and takes the payment, no account needed.'
        : 'We have set the parts aside for you. The order ships once it is paid; you can pay from your orders page.',
      ...holdParagraph(row),
    ],
    details: [...orderDetails(row, lines), ['Ship to', row.address], ...heldUntilDetail(row)],
    action: payAction(row),
  });

/** The hold of an unpaid order runs out soon (ORDER_REMINDER_MINUTES before its deadline). */
export const orderReminderMail = (row: MailedOrder & { heldUntil: Date }): Mail =>
  composeMail({
    kind: 'order-reminder',
    recipient: row.userEmail,
    subject: `Unpaid, held until ${deadlineWords(row.heldUntil)}: ${orderTitleOf(row)}`,
    greeting: `Your order is still unpaid, ${row.userName}`,
    paragraphs: holdParagraph(row),
    details: [...orderDetails(row), ...heldUntilDetail(row)],
    action: payAction(row),
  });

/** The payment is in: the mail links the invoice issued with it (decision 060). */
export const paymentReceivedMail = (row: OrderRow, invoiceNumber: string): Mail =>
  composeMail({
    kind: 'payment-received',
    recipient: row.userEmail,
    subject: `Payment received: ${orderTitleOf(row)}`,
    greeting: `Thank you, ${row.userName}: your payment is in`,
    paragraphs: [
      'We are packing your order and will write again when it ships.',
      `Your invoice ${invoiceNumber} is ready; it is also on your order's page: ${orderPageLink(row, `/dashboard/orders/${row.id}`)}`,
    ],
    details: [...orderDetails(row), ['Transaction', row.transactionId ?? ''], ['Invoice', invoiceNumber]],
    // A guest downloads it from his order's page, which the link opens without an account.
    action:
      row.userId === null
        ? { label: 'See your order and its invoice', href: orderLinkMark(row.id) }
        : { label: 'Download your invoice (PDF)', href: shopLink(`/api/order/${row.id}/invoice.pdf`) },
  });

/** For the staff: an order is paid and waits to be packed (to SHOP_NOTIFY_EMAIL or the seller's e-mail). */
export const orderPaidStaffMail = (row: OrderRow, invoiceNumber: string, recipient: string): Mail =>
  composeMail({
    kind: 'staff-order-paid',
    recipient,
    subject: `Paid, to ship: ${orderTitleOf(row)} (${dollars(orderTotalCents(row))})`,
    greeting: `${row.userName} has paid an order`,
    paragraphs: ['It waits in Manage Orders to be packed and shipped.'],
    details: [
      ...orderDetails(row),
      ['Customer', `${row.userName} <${row.userEmail}>`],
      ['Ship to', row.address],
      ['Phone', row.phone],
      ['Invoice', invoiceNumber],
    ],
    action: { label: 'Open the order', href: shopLink(`/dashboard/manageOrders/${row.id}`) },
  });

/** An unpaid order's hold ran out: the customer learns why it is gone and that nothing was charged. */
export const orderExpiredMail = (row: MailedOrder, lines: OrderLineRow[], holdMinutes: number): Mail =>
  composeMail({
    kind: 'order-expired',
    recipient: row.userEmail,
    subject: `Expired unpaid: ${orderTitleOf(row)}`,
    greeting: `Your order was not paid in time, ${row.userName}`,
    paragraphs: [
      `We held the parts of your order for ${holdMinutes} minutes. ${orderMessages.expired}; nothing was charged.`,
      'The parts may still be in stock: you are welcome to order them again.',
    ],
    details: orderDetails(row, lines),
    action: { label: 'Visit the shop', href: shopLink('/') },
  });
