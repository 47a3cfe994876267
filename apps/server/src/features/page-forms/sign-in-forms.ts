import {
  forgotPasswordFormSchema,
  loginFormSchema,
  messages,
  registerFormSchema,
  resetPasswordFormSchema,
  safeReturnPath,
} from '@crankworks/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FormFailure } from '@crankworks/contract';
import { failureOf } from './failure.ts';
import { formFields } from './form-body.ts';
import { callApi } from './inner-api.ts';
import { seeOther } from './redirects.ts';
import { pageFormOptions } from './route-options.ts';

const loginQuery = z.object({ from: z.string().max(2000).optional(), mode: z.enum(['register']).optional() });
const resetQuery = z.object({ token: z.string().max(500).optional() });

/**
 * The login page's forms and the password-reset pages, posted as plain HTML: sign in (then the page
 * first asked for), register (then the login form, as the app does), ask for a reset link, set the
 * new password. Each goes through the same API calls as the app.
 */
export const signInForms: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { ...pageFormOptions, schema: { hide: true, querystring: loginQuery } },
    async (request, reply) => {
      const { from, mode } = request.query;
      const fields = formFields(request.body);

      if (mode === 'register') {
        const back = (failed: FormFailure) => seeOther(reply, '/login', { from, mode, failed });
        const form = registerFormSchema.safeParse(fields);
        if (!form.success) {
          const mismatch = form.error.issues.some((issue) => issue.message === messages.passwordMismatch);
          return back(mismatch ? 'mismatch' : 'invalid');
        }
        const { name, email, password } = form.data;
        const signUp = await callApi(app, request, {
          url: '/api/auth/sign-up/email',
          payload: { name, email, password },
        });
        if (signUp.status !== 200) return back(failureOf(signUp));
        return seeOther(reply, '/login', { from, done: 'registered' });
      }

      const form = loginFormSchema.safeParse(fields);
      if (!form.success) return seeOther(reply, '/login', { from, failed: 'invalid' });
      const signIn = await callApi(app, request, { url: '/api/auth/sign-in/email', payload: form.data });
      if (signIn.status !== 200) return seeOther(reply, '/login', { from, failed: failureOf(signIn) });
      reply.header('set-cookie', signIn.cookies);
      return seeOther(reply, safeReturnPath(from));
    },
  );

  app.post('/forgot-password', { ...pageFormOptions, schema: { hide: true } }, async (request, reply) => {
    const form = forgotPasswordFormSchema.safeParse(formFields(request.body));
    if (!form.success) return seeOther(reply, '/forgot-password', { failed: 'invalid' });
    const answer = await callApi(app, request, {
      url: '/api/auth/request-password-reset',
      payload: form.data,
    });
    if (answer.status !== 200) return seeOther(reply, '/forgot-password', { failed: failureOf(answer) });
    return seeOther(reply, '/forgot-password', { done: 'sent' });
  });

  app.post(
    '/reset-password',
    { ...pageFormOptions, schema: { hide: true, querystring: resetQuery } },
    async (request, reply) => {
      const { token } = request.query;
      const back = (failed: FormFailure) => seeOther(reply, '/reset-password', { token, failed });
      if (!token) return back('link');
      const form = resetPasswordFormSchema.safeParse(formFields(request.body));
      if (!form.success) {
        const mismatch = form.error.issues.some((issue) => issue.path[0] === 'confirmPassword');
        return back(mismatch ? 'mismatch' : 'invalid');
      }
      const payload = { token, newPassword: form.data.newPassword };
      const answer = await callApi(app, request, { url: '/api/auth/reset-password', payload });
      if (answer.status !== 200) return back(failureOf(answer));
      return seeOther(reply, '/login', { done: 'reset' });
    },
  );
};
