import { loginPathFor, newReviewSchema } from '@crankworks/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureOf } from './failure.ts';
import { formFields } from './form-body.ts';
import { callApi } from './inner-api.ts';
import { seeOther } from './redirects.ts';
import { pageFormOptions } from './route-options.ts';

const PAGE = '/dashboard/review';

/** Add Review, posted as plain HTML: the review goes to the home page, or back with the reason. */
export const reviewForm: FastifyPluginAsyncZod = async (app) => {
  app.post(PAGE, { ...pageFormOptions, schema: { hide: true } }, async (request, reply) => {
    const fields = formFields(request.body);
    const review = newReviewSchema.safeParse({ ...fields, rating: Number(fields.rating) });
    if (!review.success) return seeOther(reply, PAGE, { failed: 'invalid' });
    const answer = await callApi(app, request, { url: '/api/review', payload: review.data });
    if (answer.status === 401) return seeOther(reply, loginPathFor(PAGE));
    // One review per customer: a second (or the same form sent again) is refused as the app says.
    if (answer.status === 409) return seeOther(reply, PAGE, { failed: 'reviewed' });
    if (answer.status !== 201) return seeOther(reply, PAGE, { failed: failureOf(answer) });
    return seeOther(reply, PAGE, { done: 'added' });
  });
};
