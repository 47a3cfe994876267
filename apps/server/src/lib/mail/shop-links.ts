/**
 * Links in a stored e-mail start with this in place of the shop's public address. The business
 * functions that write mail (placing an order, recording a payment…) then need no configuration,
 * and a message still waiting when PUBLIC_URL changes links to the new address.
 */
export const SHOP_URL = '{{shop}}';

/** An absolute link to one of the shop's pages, as a stored e-mail holds it. */
export const shopLink = (path: string) => `${SHOP_URL}${path}`;

/** A stored body as it is sent or shown: every link on the shop's public address. */
export const withShopUrl = (body: string, publicUrl: string) =>
  body.replaceAll(SHOP_URL, publicUrl.replace(/\/+$/, ''));
