import { messages } from '@crankworks/contract';
import type { Config } from '../../config.ts';
import type { InvoiceIssuer } from './invoice-pdf.ts';

/** "Crankworks <shop@example.com>" or "shop@example.com" → "shop@example.com". */
const addressOf = (sender: string) => /<([^>]+)>/.exec(sender)?.[1] ?? sender;

/**
 * The shop on its invoices: the name its pages and e-mails sign with, its tagline, its public
 * address and the address its e-mails come from (MAIL_FROM, when set). The shop keeps no postal
 * address, so an invoice shows none.
 */
export const invoiceIssuerOf = (config: Pick<Config, 'publicUrl' | 'MAIL_FROM'>): InvoiceIssuer => ({
  name: 'Crankworks',
  tagline: messages.tagline,
  website: config.publicUrl,
  email: config.MAIL_FROM ? addressOf(config.MAIL_FROM) : null,
});
