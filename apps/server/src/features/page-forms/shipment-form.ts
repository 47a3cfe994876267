import {
  addressBookSchema,
  addressFieldsSchema,
  cartSchema,
  checkNewAddresses,
  NEW_ADDRESS,
  shipmentFormShape,
  shipmentOf,
  shippingOptionsSchema,
  type Address,
  type FormFailure,
  type ShipmentForm,
  type ShippingOptionsRequest,
} from '@crankworks/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FormFields } from './form-body.ts';
import { callApi, readApi } from './inner-api.ts';

// Without scripts the methods show only for the address the page started from: the form may send none.
const shipmentFormSchema = z
  .object({ ...shipmentFormShape, shippingMethodId: z.string() })
  .superRefine(checkNewAddresses);
const addressFields = Object.keys(addressFieldsSchema.shape);

/** A posted order form's shipment: its address fields are named `shipTo.line1`, `billTo.city`… */
function shipmentFormOf(fields: FormFields) {
  const address = (prefix: string) =>
    Object.fromEntries(addressFields.map((name) => [name, fields[`${prefix}.${name}`] ?? '']));
  return shipmentFormSchema.safeParse({
    shipToChoice: fields.shipToChoice ?? NEW_ADDRESS,
    shipTo: address('shipTo'),
    // A ticked box is sent ("on"); an unticked one is not sent at all.
    saveAddress: fields.saveAddress !== undefined,
    billToSame: fields.billToSame !== undefined,
    billToChoice: fields.billToChoice ?? NEW_ADDRESS,
    billTo: address('billTo'),
    shippingMethodId: fields.shippingMethodId ?? '',
  });
}

type Lines = ShippingOptionsRequest['lines'];
type PostedShipment = NonNullable<ReturnType<typeof shipmentOf>>;

/** The signed-in customer's cart's lines, which a checkout's shipping is priced for; undefined when signed out. */
export async function cartLines(app: FastifyInstance, request: FastifyRequest): Promise<Lines | undefined> {
  const cart = cartSchema.safeParse(await readApi(app, request, '/api/cart'));
  return cart.success ? cart.data.lines.map(({ productId, qty }) => ({ productId, qty })) : undefined;
}

/**
 * The shipment a plain-HTML order form asks for, as the order API takes it (decision 070): its
 * saved addresses read from the customer's book, and its method one of those the address gets now
 * (the cheapest when the form's is not: the customer changed the address without scripts to show
 * the methods again). Or why it cannot be placed.
 */
export async function postedShipment(
  app: FastifyInstance,
  request: FastifyRequest,
  fields: FormFields,
  lines: Lines,
): Promise<{ shipment: PostedShipment; form: ShipmentForm } | FormFailure | 'signed-out'> {
  const form = shipmentFormOf(fields);
  if (!form.success) return 'invalid';
  const usesBook = form.data.shipToChoice !== NEW_ADDRESS || form.data.billToChoice !== NEW_ADDRESS;
  let book: Address[] = [];
  if (usesBook) {
    const read = addressBookSchema.safeParse(await readApi(app, request, '/api/addresses'));
    if (!read.success) return 'signed-out';
    book = read.data.addresses;
  }
  const shipment = shipmentOf(form.data, book);
  if (!shipment) return 'invalid';
  const quote = shippingOptionsSchema.safeParse(
    await readApi(app, request, '/api/shipping/options', {
      to: {
        country: shipment.shipTo.country,
        region: shipment.shipTo.region ?? '',
        vatId: shipment.billTo?.vatId || shipment.shipTo.vatId || '',
      },
      lines,
    }),
  );
  if (!quote.success) return 'invalid';
  const offered = quote.data.options;
  const method = offered.find((option) => option.methodId === form.data.shippingMethodId) ?? offered[0];
  if (!method) return 'unserved';
  return { shipment: { ...shipment, shippingMethodId: method.methodId }, form: form.data };
}

/** Keeps a new shipping address in the book when the form asked; the order stands either way. */
export async function keepNewAddress(app: FastifyInstance, request: FastifyRequest, form: ShipmentForm) {
  if (form.shipToChoice !== NEW_ADDRESS || !form.saveAddress) return;
  await callApi(app, request, { url: '/api/addresses', payload: form.shipTo });
}
