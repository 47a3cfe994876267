import { messages } from '@crankworks/contract';
import type { Config } from '../../config.ts';
import type { InvoiceIssuer } from './invoice-pdf.ts';

/** "Crankworks <shop@example.com>" or "shop@example.com" → "shop@example.com". */
const addressOf = (sender: string) => /<([^>]+)>/.exec(sender)?.[1] ?? sender;

/**
 * The shop on its invoices, from its settings (decision 054): SHOP_NAME, its tagline, SHOP_ADDRESS
 * (none when unset: an invoice shows no invented address), its public address, and SHOP_EMAIL or
 * else the address its e-mails come from (MAIL_FROM).
 */
export const invoiceIssuerOf = (
  config: Pick<Config, 'publicUrl' | 'MAIL_FROM' | 'SHOP_NAME' | 'SHOP_ADDRESS' | 'SHOP_EMAIL'>,
): InvoiceIssuer => ({
  name: config.SHOP_NAME,
  tagline: messages.tagline,
  postalAddress: config.SHOP_ADDRESS ?? null,
  website: config.publicUrl,
  email: config.SHOP_EMAIL ?? (config.MAIL_FROM ? addressOf(config.MAIL_FROM) : null),
});
