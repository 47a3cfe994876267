import {
  contactMessageInputSchema,
  IDEMPOTENCY_KEY_FIELD,
  idParamsSchema,
  loginPathFor,
  newOrderSchema,
  type ShipmentForm,
} from '@crankworks/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureOf } from './failure.ts';
import { formFields } from './form-body.ts';
import { callApi } from './inner-api.ts';
import { seeOther } from './redirects.ts';
import { pageFormOptions } from './route-options.ts';
import { cartLines, keepNewAddress, postedShipment } from './shipment-form.ts';

/**
 * Places an order through the API, then sends the browser to the customer's orders, to sign in (the
 * session has ended), or back to the order's `page` saying what went wrong. The rendered form's key
 * goes along: the same form posted twice (a double tap, a resend) places one order (decision 058).
 */
async function placeOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { page, url, payload, form }: { page: string; url: string; payload: object; form: ShipmentForm },
) {
  const idempotencyKey = formFields(request.body)[IDEMPOTENCY_KEY_FIELD];
  const answer = await callApi(app, request, { url, payload, idempotencyKey });
  if (answer.status === 401) return seeOther(reply, loginPathFor(page));
  if (answer.status !== 201) return seeOther(reply, page, { failed: failureOf(answer) });
  await keepNewAddress(app, request, form);
  return seeOther(reply, '/dashboard/orders');
}

/** The home page's contact form and the order forms (purchase and checkout), posted as plain HTML. */
export const shopForms: FastifyPluginAsyncZod = async (app) => {
  app.post('/contact', { ...pageFormOptions, schema: { hide: true } }, async (request, reply) => {
    const form = contactMessageInputSchema.safeParse(formFields(request.body));
    if (!form.success) return seeOther(reply, '/#contact', { failed: 'invalid' });
    const answer = await callApi(app, request, { url: '/api/contact', payload: form.data });
    if (answer.status !== 201) return seeOther(reply, '/#contact', { failed: failureOf(answer) });
    return seeOther(reply, '/#contact', { done: 'sent' });
  });

  app.post(
    '/purchase/:id',
    { ...pageFormOptions, schema: { hide: true, params: idParamsSchema } },
    async (request, reply) => {
      const page = `/purchase/${request.params.id}`;
      const fields = formFields(request.body);
      const order = newOrderSchema
        .pick({ productId: true, orderQty: true })
        .safeParse({ productId: request.params.id, orderQty: Number(fields.orderQty) });
      if (!order.success) return seeOther(reply, page, { failed: 'quantity' });
      const lines = [{ productId: order.data.productId, qty: order.data.orderQty }];
      const posted = await postedShipment(app, request, fields, lines);
      if (posted === 'signed-out') return seeOther(reply, loginPathFor(page));
      if (typeof posted === 'string') return seeOther(reply, page, { failed: posted });
      const payload = { ...order.data, ...posted.shipment };
      return placeOrder(app, request, reply, { page, url: '/api/order', payload, form: posted.form });
    },
  );

  app.post('/checkout', { ...pageFormOptions, schema: { hide: true } }, async (request, reply) => {
    const fields = formFields(request.body);
    const lines = await cartLines(app, request);
    if (!lines) return seeOther(reply, loginPathFor('/checkout'));
    if (lines.length === 0) return seeOther(reply, '/checkout', { failed: 'cart' });
    const posted = await postedShipment(app, request, fields, lines);
    if (posted === 'signed-out') return seeOther(reply, loginPathFor('/checkout'));
    if (typeof posted === 'string') return seeOther(reply, '/checkout', { failed: posted });
    return placeOrder(app, request, reply, {
      page: '/checkout',
      url: '/api/checkout',
      payload: posted.shipment,
      form: posted.form,
    });
  });
};
