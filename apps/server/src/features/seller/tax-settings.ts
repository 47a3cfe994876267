import type { TaxSettings } from '@crankworks/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { readSeller, type SellerFallbackConfig } from './queries.ts';

/** How the shop taxes (decision 068): the settings, and the seller's country from Settings. */
export async function readTaxSettings(
  db: Db,
  config: SellerFallbackConfig & Pick<Config, 'PRICES_INCLUDE_TAX' | 'SHIPPING_TAXED'>,
): Promise<TaxSettings> {
  const { seller } = await readSeller(db, config);
  return {
    pricesIncludeTax: config.PRICES_INCLUDE_TAX,
    shippingTaxed: config.SHIPPING_TAXED,
    sellerCountry: seller.country,
  };
}
