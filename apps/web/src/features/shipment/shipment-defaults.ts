import { NEW_ADDRESS, type Address, type ShipmentForm } from '@crankworks/contract';
import { addressFieldNames, blankAddress } from '../../components/address-inputs.tsx';
import type { OptionsRequest } from './api/get-shipping-options.ts';
import { quoteRequestOf } from './components/quote-request.ts';

/**
 * Where an order form starts: the book's default shipping and billing addresses (billed to the
 * shipping address when they are one), a new address for a customer without any, saved in the book
 * when he can keep one. The method is the cheapest the address gets, once the options are read.
 */
export function shipmentDefaults(book: readonly Address[], canSave: boolean): ShipmentForm {
  const shipping = book.find((address) => address.isDefaultShipping);
  const billing = book.find((address) => address.isDefaultBilling);
  return {
    shipToChoice: shipping?._id ?? NEW_ADDRESS,
    shipTo: blankAddress,
    saveAddress: canSave,
    billToSame: !billing || billing._id === shipping?._id,
    billToChoice: billing?._id ?? NEW_ADDRESS,
    billTo: blankAddress,
    shippingMethodId: '',
  };
}

/** The fields of a shipment form a refusal can be shown at: the method, and the addresses typed in. */
export function shownShipmentFields(form: ShipmentForm) {
  const typed = (prefix: 'shipTo' | 'billTo') =>
    addressFieldNames.map((name) => `${prefix}.${name}` as const);
  return [
    'shippingMethodId' as const,
    ...(form.shipToChoice === NEW_ADDRESS ? typed('shipTo') : []),
    ...(!form.billToSame && form.billToChoice === NEW_ADDRESS ? typed('billTo') : []),
  ];
}

/** A saved address chosen, then deleted from the book in another tab before the order was placed. */
export const addressGoneMessage =
  'The address you chose is no longer in your address book: choose another, or type it in.';

/** The options a form starting from the book's defaults shows first: what a rendered page reads before it is sent. */
export const defaultQuoteRequest = (book: readonly Address[], lines: OptionsRequest['lines']) =>
  quoteRequestOf(shipmentDefaults(book, true), book, lines);
