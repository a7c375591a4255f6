import type { AreaRoutes } from '../../../deps.ts';
import { z } from 'zod';
import { acceptFormBodies } from '../../../lib/form-body.ts';
import { UnsubscribeBody, UnsubscribeParams, UnsubscribeStatus } from '@shared/schemas/consent.ts';
import * as service from './service.ts';

// Public by nature (the link is the credential); a flood gets 429 (docs/security.md, "Link tokens").
const publicLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const RedirectAnswer = z.string().meta({ description: 'See Other (empty body): the unsubscribe page at /unsubscribe/{token}' });

/**
 * The unsubscribe link of follow-up e-mails (docs/nurture.md, "Unsubscribe"): the List-Unsubscribe
 * https link takes one POST (RFC 8058); opened in a browser (GET) it leads to the page, which
 * reads the status and posts on its button. No bearer token: the signed link is the credential.
 */
export const unsubscribeRoutes: AreaRoutes = async (app, { deps }) => {
  acceptFormBodies(app);
  app.get(
    '/unsubscribe/:token/',
    { config: publicLimit, schema: { params: UnsubscribeParams, response: { 303: RedirectAnswer } } },
    async (req, reply) => {
      await reply.redirect(`${deps.config.appUrl}/unsubscribe/${encodeURIComponent(req.params.token)}`, 303);
    },
  );
  app.get(
    '/unsubscribe/:token/status/',
    { config: publicLimit, schema: { params: UnsubscribeParams, response: { 200: UnsubscribeStatus } } },
    (req) => service.unsubscribeStatus(deps, req.params.token),
  );
  app.post(
    '/unsubscribe/:token/',
    { config: publicLimit, schema: { params: UnsubscribeParams, body: UnsubscribeBody, response: { 200: UnsubscribeStatus } } },
    (req) => service.unsubscribe(deps, req.params.token),
  );
};
