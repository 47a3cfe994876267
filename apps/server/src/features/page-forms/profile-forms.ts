import {
  changePasswordFormSchema,
  idParamsSchema,
  loginPathFor,
  profileFormSchema,
  type FormFailure,
} from '@crankworks/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureOf } from './failure.ts';
import { formFields } from './form-body.ts';
import { callApi } from './inner-api.ts';
import { seeOther } from './redirects.ts';
import { pageFormOptions } from './route-options.ts';

const PAGE = '/dashboard/profile';

/** Why the form's own rules refused a new password: the first field they name, as its code. */
function passwordFailureOf(issues: { path: PropertyKey[] }[]): FormFailure {
  const field = issues[0]?.path[0];
  if (field === 'newPassword') return 'weak';
  return field === 'confirmPassword' ? 'mismatch' : 'invalid';
}

const options = { ...pageFormOptions, schema: { hide: true } };

/** My Profile's forms posted as plain HTML: the profile, a new password, and signing sessions out. */
export const profileForms: FastifyPluginAsyncZod = async (app) => {
  app.post(PAGE, options, async (request, reply) => {
    const profile = profileFormSchema.safeParse(formFields(request.body));
    if (!profile.success) return seeOther(reply, PAGE, { failed: 'invalid' });
    const url = `/api/user/${encodeURIComponent(profile.data.email)}`;
    const answer = await callApi(app, request, { method: 'PUT', url, payload: profile.data });
    if (answer.status === 401) return seeOther(reply, loginPathFor(PAGE));
    if (answer.status !== 200) return seeOther(reply, PAGE, { failed: failureOf(answer) });
    return seeOther(reply, PAGE, { done: 'saved' });
  });

  app.post(`${PAGE}/password`, options, async (request, reply) => {
    const form = changePasswordFormSchema.safeParse(formFields(request.body));
    if (!form.success) return seeOther(reply, PAGE, { failed: passwordFailureOf(form.error.issues) });
    const { currentPassword, newPassword } = form.data;
    const answer = await callApi(app, request, {
      url: '/api/auth/change-password',
      payload: { currentPassword, newPassword, revokeOtherSessions: true },
    });
    if (answer.status === 401) return seeOther(reply, loginPathFor(PAGE));
    if (answer.code === 'INVALID_PASSWORD') return seeOther(reply, PAGE, { failed: 'current' });
    if (answer.status !== 200) return seeOther(reply, PAGE, { failed: failureOf(answer) });
    // Changing the password ends every session but a new one for this browser, which goes to it.
    reply.header('set-cookie', answer.cookies);
    return seeOther(reply, PAGE, { done: 'password' });
  });

  app.post(`${PAGE}/sessions/others`, options, async (request, reply) => {
    const answer = await callApi(app, request, { method: 'DELETE', url: '/api/sessions/others' });
    if (answer.status === 401) return seeOther(reply, loginPathFor(PAGE));
    if (answer.status !== 200) return seeOther(reply, PAGE, { failed: failureOf(answer) });
    return seeOther(reply, PAGE, { done: 'sessions' });
  });

  app.post(
    `${PAGE}/sessions/:id`,
    { ...options, schema: { ...options.schema, params: idParamsSchema } },
    async (request, reply) => {
      const url = `/api/sessions/${request.params.id}`;
      const answer = await callApi(app, request, { method: 'DELETE', url });
      if (answer.status === 401) return seeOther(reply, loginPathFor(PAGE));
      // A session already ended (in another tab, or the form sent twice) is what was asked for.
      if (answer.status !== 200 && answer.status !== 404)
        return seeOther(reply, PAGE, { failed: failureOf(answer) });
      return seeOther(reply, PAGE, { done: 'session' });
    },
  );
};
