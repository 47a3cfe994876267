import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { shopDetailsOf, type ShopDetails } from '../../lib/mail/shop-links.ts';
import { readSeller, sellerFooter } from '../seller/index.ts';

/**
 * The shop's details as a mail is sent or shown now: the settings' address and name, and the seller
 * stored in Settings (or the settings' fallback) for the footer (decision 060).
 */
export async function shopDetailsNow(db: Db, config: Config): Promise<ShopDetails> {
  const { seller } = await readSeller(db, config);
  return { ...shopDetailsOf(config), footer: sellerFooter(seller) };
}
