import {
  cartSchema,
  idParamsSchema,
  loginPathFor,
  setCartLineSchema,
  type FormFailure,
} from '@crankworks/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureOf } from './failure.ts';
import { formFields } from './form-body.ts';
import { callApi, readApi, type ApiAnswer } from './inner-api.ts';
import { seeOther } from './redirects.ts';
import { pageFormOptions } from './route-options.ts';

const options = { ...pageFormOptions, schema: { hide: true, params: idParamsSchema } };

/** Why the cart refused a change: a quantity outside the part's limits, a full cart, or the rest. */
function cartFailureOf(answer: ApiAnswer): FormFailure {
  if (answer.field === 'qty') return 'quantity';
  return answer.field === 'cart' ? 'full' : failureOf(answer);
}

/** The quantity a cart form posted, checked by the API's own rule; undefined when it breaks it. */
const postedQty = (body: unknown) => {
  const posted = setCartLineSchema.safeParse({ qty: Number(formFields(body).qty) });
  return posted.success ? posted.data.qty : undefined;
};

/**
 * Add to cart, a line's new quantity and Remove, posted as plain HTML (decision 044): each changes the
 * signed-in customer's cart through the API and shows the cart as it now is. A visitor's cart lives
 * in his browser's storage, which only the app can reach: without it he signs in first, and comes
 * back to the part.
 */
export const cartForms: FastifyPluginAsyncZod = async (app) => {
  app.post('/cart/add/:id', options, async (request, reply) => {
    const page = `/products/${request.params.id}`;
    const qty = postedQty(request.body);
    if (qty === undefined) return seeOther(reply, page, { failed: 'quantity' });
    const cart = cartSchema.safeParse(await readApi(app, request, '/api/cart'));
    if (!cart.success) return seeOther(reply, loginPathFor(page));
    const held = cart.data.lines.find((line) => line.productId === request.params.id)?.qty ?? 0;
    const url = `/api/cart/${request.params.id}`;
    const answer = await callApi(app, request, { method: 'PUT', url, payload: { qty: held + qty } });
    if (answer.status === 401) return seeOther(reply, loginPathFor(page));
    if (answer.status !== 200) return seeOther(reply, page, { failed: cartFailureOf(answer) });
    return seeOther(reply, '/cart', { done: 'added' });
  });

  app.post('/cart/lines/:id', options, async (request, reply) => {
    const qty = postedQty(request.body);
    if (qty === undefined) return seeOther(reply, '/cart', { failed: 'quantity' });
    const url = `/api/cart/${request.params.id}`;
    const answer = await callApi(app, request, { method: 'PUT', url, payload: { qty } });
    if (answer.status === 401) return seeOther(reply, loginPathFor('/cart'));
    if (answer.status !== 200) return seeOther(reply, '/cart', { failed: cartFailureOf(answer) });
    return seeOther(reply, '/cart');
  });

  app.post('/cart/lines/:id/remove', options, async (request, reply) => {
    const answer = await callApi(app, request, { method: 'DELETE', url: `/api/cart/${request.params.id}` });
    if (answer.status === 401) return seeOther(reply, loginPathFor('/cart'));
    // A line already gone (removed in another tab, or sent twice) is what was asked for.
    if (answer.status !== 200 && answer.status !== 404)
      return seeOther(reply, '/cart', { failed: cartFailureOf(answer) });
    return seeOther(reply, '/cart');
  });
};
