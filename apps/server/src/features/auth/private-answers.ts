import type { FastifyInstance } from 'fastify';

/** What a browser or a proxy may keep of an answer that is someone's own: nothing. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * An answer that depends on who asks (a cart, an order list, a profile with its access token, the
 * admin lists, better-auth's sessions) is never stored by a browser's cache or a proxy: one hook
 * for every route, so a new route that reads the session cannot forget it. A request answers a
 * person once `resolveSession` found his session, or when its route says so (`config.personal`).
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.decorateRequest('answersPerson', false);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.answersPerson || request.routeOptions.config.personal)
      reply.header('cache-control', PRIVATE_ANSWER);
    return payload;
  });
}
