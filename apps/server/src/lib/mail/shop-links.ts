import { orderLinkPath } from '@crankworks/contract';
import { orderLinkKeyOf, signOrderLink, type OrderLinkKey } from '../order-link-token.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * Links in a stored e-mail start with this in place of the shop's public address, and the shop's
 * name is this. The business functions that write mail (placing an order, recording a payment…)
 * then need no configuration, and a message still waiting when PUBLIC_URL or SHOP_NAME changes
 * goes out with the new ones.
 */
export const SHOP_URL = '{{shop}}';
export const SHOP_NAME = '{{shopName}}';
/** The seller's identity under the signature, as Settings has it when the mail is sent (decision 060). */
export const SELLER_FOOTER = '{{sellerFooter}}';

/** An absolute link to one of the shop's pages, as a stored e-mail holds it. */
export const shopLink = (path: string) => `${SHOP_URL}${path}`;

/**
 * A guest's signed order link (decision 066), as a stored e-mail holds it: signed only when the mail
 * is sent or shown, so the outbox keeps no live token and each sending gets the full ORDER_LINK_DAYS.
 */
export const orderLinkMark = (orderId: string) => `{{orderLink:${orderId}}}`;
/**
 * Where a mail sends its reader to see an order: a guest's order (of no account) by its signed link,
 * a customer's at `accountPath` on his dashboard.
 */
export const orderPageLink = (row: { id: string; userId: string | null }, accountPath: string) =>
  row.userId === null ? orderLinkMark(row.id) : shopLink(accountPath);

const ORDER_LINK_MARKS = /\{\{orderLink:([0-9a-f-]{36})\}\}/g;

/**
 * What fills a stored e-mail's marks: the shop's public address, its name (SHOP_NAME) and the
 * seller's footer (lines of text; none when not given).
 */
export interface ShopDetails {
  publicUrl: string;
  name: string;
  footer?: string;
  orderLinkKey: OrderLinkKey;
}

/** The shop's details as the settings give them. */
export const shopDetailsOf = (
  config: Parameters<typeof orderLinkKeyOf>[0] & { publicUrl: string; SHOP_NAME: string },
): ShopDetails => ({
  publicUrl: config.publicUrl,
  name: config.SHOP_NAME,
  orderLinkKey: orderLinkKeyOf(config),
});

const filled = (stored: string, shop: ShopDetails, name: string, footer = '') =>
  stored
    .replaceAll(ORDER_LINK_MARKS, (_mark, orderId: string) =>
      shopLink(orderLinkPath(signOrderLink(shop.orderLinkKey, orderId))),
    )
    .replaceAll(SHOP_URL, shop.publicUrl.replace(/\/+$/, ''))
    .replaceAll(SHOP_NAME, name)
    .replaceAll(SELLER_FOOTER, footer);

const htmlFooter = (footer: string | undefined) =>
  footer ? `<p><small>${escapeHtml(footer).replaceAll('\n', '<br>')}</small></p>` : '';

/** A stored e-mail as it is sent or shown: links on the shop's address, the shop's name in place. */
export const filledMail = <Mail extends { subject: string; textBody: string; htmlBody: string }>(
  mail: Mail,
  shop: ShopDetails,
): Mail => ({
  ...mail,
  subject: filled(mail.subject, shop, shop.name),
  textBody: filled(mail.textBody, shop, shop.name, shop.footer ? `\n\n${shop.footer}` : ''),
  htmlBody: filled(mail.htmlBody, shop, escapeHtml(shop.name), htmlFooter(shop.footer)),
});

/** A stored subject as it is shown. */
export const filledSubject = (subject: string, shop: ShopDetails) => filled(subject, shop, shop.name);
