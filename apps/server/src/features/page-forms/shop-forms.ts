import {
  checkoutSchema,
  contactMessageInputSchema,
  IDEMPOTENCY_KEY_FIELD,
  idParamsSchema,
  loginPathFor,
  newOrderSchema,
} from '@crankworks/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureOf } from './failure.ts';
import { formFields } from './form-body.ts';
import { callApi } from './inner-api.ts';
import { seeOther } from './redirects.ts';
import { pageFormOptions } from './route-options.ts';

/**
 * Places an order through the API, then sends the browser to the customer's orders, to sign in (the
 * session has ended), or back to the order's `page` saying what went wrong. The rendered form's key
 * goes along: the same form posted twice (a double tap, a resend) places one order (decision 058).
 */
async function placeOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { page, url, payload }: { page: string; url: string; payload: object },
) {
  const idempotencyKey = formFields(request.body)[IDEMPOTENCY_KEY_FIELD];
  const answer = await callApi(app, request, { url, payload, idempotencyKey });
  if (answer.status === 401) return seeOther(reply, loginPathFor(page));
  if (answer.status !== 201) return seeOther(reply, page, { failed: failureOf(answer) });
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
      const order = newOrderSchema.safeParse({
        productId: request.params.id,
        orderQty: Number(fields.orderQty),
        address: fields.address,
        phone: fields.phone,
      });
      if (!order.success) {
        const quantity = order.error.issues.some((issue) => issue.path[0] === 'orderQty');
        return seeOther(reply, page, { failed: quantity ? 'quantity' : 'invalid' });
      }
      return placeOrder(app, request, reply, { page, url: '/api/order', payload: order.data });
    },
  );

  app.post('/checkout', { ...pageFormOptions, schema: { hide: true } }, async (request, reply) => {
    const fields = formFields(request.body);
    const details = checkoutSchema.safeParse({ address: fields.address, phone: fields.phone });
    if (!details.success) return seeOther(reply, '/checkout', { failed: 'invalid' });
    return placeOrder(app, request, reply, {
      page: '/checkout',
      url: '/api/checkout',
      payload: details.data,
    });
  });
};
