import type { Seller } from '@crankworks/contract';

/**
 * The seller as an e-mail's footer names it, a few short lines: legal name and address, tax and
 * company numbers, how to reach it. Empty parts are left out.
 */
export function sellerFooter(seller: Seller): string {
  const address = [seller.postalAddress.split(/\r?\n/).join(', '), seller.country].filter(Boolean).join(', ');
  const numbers = [
    seller.taxId && `Tax/VAT number: ${seller.taxId}`,
    seller.registrationNumber && `Registration number: ${seller.registrationNumber}`,
  ];
  const contact = [seller.email, seller.phone];
  return [[seller.legalName, address], numbers, contact]
    .map((parts) => parts.filter(Boolean).join(' · '))
    .filter(Boolean)
    .join('\n');
}
