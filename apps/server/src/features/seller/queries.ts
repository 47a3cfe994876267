import { eq, sql } from 'drizzle-orm';
import type { Seller, SellerAnswer } from '@crankworks/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { seller } from '../../db/schema/index.ts';

/**
 * The settings the seller falls back on until an admin stores one (decision 060), and the staff's
 * address.
 */
export type SellerFallbackConfig = Pick<
  Config,
  'MAIL_FROM' | 'SHOP_NAME' | 'SHOP_ADDRESS' | 'SHOP_EMAIL' | 'SHOP_NOTIFY_EMAIL'
>;

/** "Crankworks <shop@example.com>" or "shop@example.com" → "shop@example.com". */
const addressOf = (sender: string) => /<([^>]+)>/.exec(sender)?.[1] ?? sender;

/** The seller as the configuration names it: SHOP_NAME, SHOP_ADDRESS, SHOP_EMAIL or MAIL_FROM's. */
export const sellerFromConfig = (config: SellerFallbackConfig): Seller => ({
  legalName: config.SHOP_NAME,
  postalAddress: config.SHOP_ADDRESS ?? '',
  country: '',
  taxId: null,
  registrationNumber: null,
  email: config.SHOP_EMAIL ?? (config.MAIL_FROM ? addressOf(config.MAIL_FROM) : ''),
  phone: null,
  bankDetails: null,
});

/** The seller as stored, or the configuration's when none is (`stored` says which). */
export async function readSeller(db: Db, config: SellerFallbackConfig): Promise<SellerAnswer> {
  const [row] = await db.select().from(seller).where(eq(seller.id, 1));
  if (!row) return { seller: sellerFromConfig(config), stored: false, updatedAt: null };
  const { id: _id, updatedAt, ...stored } = row;
  return { seller: stored, stored: true, updatedAt: updatedAt.toISOString() };
}

/** Where the staff's e-mails go: SHOP_NOTIFY_EMAIL, else the seller's e-mail; null when neither is known. */
export const staffAddress = (seller: Seller, config: Pick<Config, 'SHOP_NOTIFY_EMAIL'>) =>
  config.SHOP_NOTIFY_EMAIL ?? (seller.email || null);

/** The staff's address, reading the seller only when SHOP_NOTIFY_EMAIL does not say it. */
export const readStaffAddress = async (db: Db, config: SellerFallbackConfig) =>
  config.SHOP_NOTIFY_EMAIL ?? staffAddress((await readSeller(db, config)).seller, config);

/** Stores the seller (the one row), replacing what was there. */
export async function saveSeller(db: Db, details: Seller): Promise<void> {
  await db
    .insert(seller)
    .values({ id: 1, ...details })
    .onConflictDoUpdate({ target: seller.id, set: { ...details, updatedAt: sql`now()` } });
}
