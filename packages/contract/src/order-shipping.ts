import { z } from 'zod';
import {
  addressFieldsSchema,
  addressInputOf,
  addressLines,
  type Address,
  type AddressFields,
  type AddressInput,
  type AddressText,
} from './addresses.ts';
import { idSchema } from './common.ts';
import { shippingPriceCents, type PricedMethod } from './shipping.ts';
import { orderTaxes, type OrderTaxes, type TaxBuyer, type TaxSettings } from './tax.ts';

/**
 * Where an order ships, who is billed, and by which method (decision 069): what every way of ordering
 * (Buy Now, checkout, a guest's checkout) takes besides its lines. An order given these is charged
 * shipping and tax; one given only the free-text address and phone of the forms before is not.
 */
export const shipmentShape = {
  shipTo: addressFieldsSchema.optional(),
  /** Absent: the invoice goes to the shipping address. */
  billTo: addressFieldsSchema.optional(),
  /** One of the methods `POST /api/shipping/options` offered for the address. */
  shippingMethodId: idSchema.optional(),
};

export interface ShipmentFields {
  address?: string | undefined;
  phone?: string | undefined;
  shipTo?: AddressFields | undefined;
  billTo?: AddressFields | undefined;
  shippingMethodId?: string | undefined;
}

/** A structured address with its method, or else the free-text address and phone. */
export function requireShipment(body: ShipmentFields, context: z.RefinementCtx) {
  const missing = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (body.shipTo) {
    if (body.shippingMethodId === undefined)
      missing('shippingMethodId', 'is required: choose how the order ships');
    return;
  }
  if (body.billTo || body.shippingMethodId !== undefined)
    missing('shipTo', 'is required with a billing address or a shipping method');
  if (body.address === undefined) missing('address', 'is required');
  if (body.phone === undefined) missing('phone', 'is required');
}

/** A checkout's choice of address: one of the book's (by its id), or this: a new one typed in. */
export const NEW_ADDRESS = 'new';

const typedAddress = z.custom<AddressInput>((value) => typeof value === 'object' && value !== null);

/**
 * The shipment as the order forms hold it (decision 070): a saved address or a new one (kept in the
 * book when asked), billed there or elsewhere, and one of the methods the options offered. The web
 * app and the forms posted without scripts read it alike; `shipmentOf` turns it into the order's.
 */
export const shipmentFormShape = {
  shipToChoice: z.string({ error: 'must be text' }),
  shipTo: typedAddress,
  saveAddress: z.boolean({ error: 'must be true or false' }),
  billToSame: z.boolean({ error: 'must be true or false' }),
  billToChoice: z.string({ error: 'must be text' }),
  billTo: typedAddress,
  shippingMethodId: z
    .string({ error: 'is required: choose how the order ships' })
    .min(1, { error: 'is required: choose how the order ships' }),
};
export type ShipmentForm = z.infer<z.ZodObject<typeof shipmentFormShape>>;

/** Checks the new addresses of a shipment form; a saved one was checked when it was saved. */
export function checkNewAddresses(form: ShipmentForm, context: z.RefinementCtx) {
  const typed = [
    ['shipTo', form.shipToChoice === NEW_ADDRESS],
    ['billTo', !form.billToSame && form.billToChoice === NEW_ADDRESS],
  ] as const;
  for (const [field, isNew] of typed) {
    if (!isNew) continue;
    const parsed = addressFieldsSchema.safeParse(form[field]);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', path: [field, ...issue.path], message: issue.message });
  }
}

/** The form's addresses as the order takes them, or undefined when a saved one chosen is no longer in the book. */
export function shipmentOf(form: ShipmentForm, book: readonly Address[]) {
  const addressOf = (choice: string, typed: AddressInput) => {
    if (choice === NEW_ADDRESS) return typed;
    const saved = book.find((address) => address._id === choice);
    return saved && addressInputOf(saved);
  };
  const shipTo = addressOf(form.shipToChoice, form.shipTo);
  const billTo = form.billToSame ? undefined : addressOf(form.billToChoice, form.billTo);
  if (!shipTo || (!form.billToSame && !billTo)) return undefined;
  return { shipTo, billTo, shippingMethodId: form.shippingMethodId };
}

/** What a tax row says: "Sales tax 4%", or "Including VAT 21%" when the prices hold the tax. */
export const taxRowLabel = (taxLabel: string, pricesIncludeTax: boolean) =>
  pricesIncludeTax ? `Including ${taxLabel}` : taxLabel;

/** The free-text address an order keeps beside its structured one: what lists, search and the CSV show. */
export const addressOnOneLine = (address: AddressText) => addressLines(address).join(', ');

/** Whom an order's tax follows: the shipping address, and the business's VAT ID (billing first). */
export const taxBuyerOf = (shipTo: AddressFields, billTo: AddressFields | undefined): TaxBuyer => ({
  country: shipTo.country,
  region: shipTo.region,
  vatId: billTo?.vatId || shipTo.vatId,
});

/** A line as the charges see it: its unit price for its quantity, and what one piece weighs. */
export interface ChargedLine {
  unitCents: number;
  qty: number;
  weightGrams: number;
}

export interface OrderCharges {
  goodsCents: number;
  /** As priced: tax-inclusive when the shop's prices are. */
  shippingCents: number;
  taxes: OrderTaxes;
}

/**
 * What an order of these lines costs shipped by the method to the buyer: its goods, its shipping and
 * its taxes (`orderTaxes`), or null when the method does not take goods this heavy or large. The one
 * sum of the quote, the order, its payment and its invoice.
 */
export function orderCharges(
  lines: readonly ChargedLine[],
  method: PricedMethod,
  buyer: TaxBuyer,
  settings: TaxSettings,
): OrderCharges | null {
  const goodsCents = lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
  const weightGrams = lines.reduce((sum, line) => sum + line.weightGrams * line.qty, 0);
  const shippingCents = shippingPriceCents(method, { goodsCents, weightGrams });
  if (shippingCents === null) return null;
  return { goodsCents, shippingCents, taxes: orderTaxes({ lines, shippingCents }, buyer, settings) };
}

/**
 * What an order's total is made of, as it was charged (decision 069): the goods, the shipping by its
 * method, the tax at its rate (with the reverse charge's sentence), and where it ships and is billed,
 * each address in its lines. Money in dollars, as priced.
 */
export const orderChargesSchema = z.object({
  goods: z.number(),
  shipping: z.number(),
  shippingMethod: z.string(),
  /** "2–4 business days", as the method promised when the order was placed. */
  deliveryEstimate: z.string(),
  tax: z.number(),
  taxLabel: z.string(),
  /** The tax is in the prices (PRICES_INCLUDE_TAX): the total is goods and shipping, the tax a part of it. */
  pricesIncludeTax: z.boolean(),
  reverseChargeNote: z.string().nullable(),
  shipTo: z.array(z.string()),
  billTo: z.array(z.string()),
  /** The business buyer's VAT or tax ID, '' for a consumer. */
  vatId: z.string(),
});
export type OrderChargesDto = z.infer<typeof orderChargesSchema>;
