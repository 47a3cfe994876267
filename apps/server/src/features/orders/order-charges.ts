import {
  addressLines,
  deliveryEstimate,
  REVERSE_CHARGE_NOTE,
  taxBuyerOf,
  type AddressFields,
  type OrderChargesDto,
} from '@crankworks/contract';
import { toDollars } from '../../lib/money.ts';
import type { DocumentBuyer, DocumentCharges } from './document-snapshots.ts';
import type { OrderRow } from './order-dto.ts';

/** An order's charges as it recorded them, in cents; null for an order of the free-text form. */
export interface RecordedCharges {
  goodsCents: number;
  shippingCents: number;
  shippingMethod: string;
  deliveryEstimate: string;
  taxCents: number;
  taxLabel: string;
  pricesIncludeTax: boolean;
  reverseChargeNote: string | null;
  shipTo: AddressFields;
  billTo: AddressFields;
}

/** What the order's row says it charged besides its goods (decision 069), or null if it charged none. */
export function recordedCharges(row: OrderRow): RecordedCharges | null {
  if (!row.shipTo || row.shippingMethod === null) return null;
  return {
    goodsCents: row.goodsCents ?? 0,
    shippingCents: row.shippingCents ?? 0,
    shippingMethod: row.shippingMethod,
    deliveryEstimate: deliveryEstimate(row.shippingMinDays ?? 0, row.shippingMaxDays ?? 0),
    taxCents: row.taxCents ?? 0,
    taxLabel: row.taxLabel ?? 'No tax',
    pricesIncludeTax: row.pricesIncludeTax ?? false,
    reverseChargeNote: row.reverseCharge ? REVERSE_CHARGE_NOTE : null,
    shipTo: row.shipTo,
    billTo: row.billTo ?? row.shipTo,
  };
}

/** Whom the order bills: the billing address's lines, and the VAT ID the tax went by (billing first). */
export const billedTo = (charges: RecordedCharges): Required<Pick<DocumentBuyer, 'billTo' | 'vatId'>> => ({
  billTo: addressLines(charges.billTo),
  vatId: taxBuyerOf(charges.shipTo, charges.billTo).vatId,
});

export function toChargesDto(row: OrderRow): OrderChargesDto | null {
  const charges = recordedCharges(row);
  if (!charges) return null;
  return {
    goods: toDollars(charges.goodsCents),
    shipping: toDollars(charges.shippingCents),
    shippingMethod: charges.shippingMethod,
    deliveryEstimate: charges.deliveryEstimate,
    tax: toDollars(charges.taxCents),
    taxLabel: charges.taxLabel,
    pricesIncludeTax: charges.pricesIncludeTax,
    reverseChargeNote: charges.reverseChargeNote,
    shipTo: addressLines(charges.shipTo),
    ...billedTo(charges),
  };
}

/** The charges as an invoice prints them. */
export const documentCharges = (charges: RecordedCharges): DocumentCharges => ({
  goodsCents: charges.goodsCents,
  shippingMethod: charges.shippingMethod,
  shippingCents: charges.shippingCents,
  taxLabel: charges.taxLabel,
  taxCents: charges.taxCents,
  pricesIncludeTax: charges.pricesIncludeTax,
  note: charges.reverseChargeNote,
});
