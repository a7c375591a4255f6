import type { FastifyInstance } from 'fastify';

/**
 * Lets the plugin's routes read application/x-www-form-urlencoded bodies (as a record of strings):
 * Twilio's webhooks and RFC 8058's one-click unsubscribe post forms. Scoped to the plugin it is called in.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
