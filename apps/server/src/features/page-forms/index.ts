import type { FastifyPluginAsync } from 'fastify';
import { cartForms } from './cart-forms.ts';
import { acceptFormBodies } from './form-body.ts';
import { profileForms } from './profile-forms.ts';
import { reviewForm } from './review-form.ts';
import { shopForms } from './shop-forms.ts';
import { signInForms } from './sign-in-forms.ts';

/**
 * The forms of the server-rendered pages, posted as plain HTML when the web app has not taken the
 * page over (its scripts are still loading, or failed): each does what the app would have done and
 * redirects to the page that shows the outcome. Decision 044.
 */
export const pageFormRoutes: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app);
  await app.register(signInForms);
  await app.register(shopForms);
  await app.register(cartForms);
  await app.register(reviewForm);
  await app.register(profileForms);
};
