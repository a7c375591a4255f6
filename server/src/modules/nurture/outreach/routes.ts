import type { AreaRoutes } from '../../../deps.ts';
import {
  EmailPreview,
  EmailPreviewBody,
  EmailQueued,
  NurtureMessage,
  SendEmailBody,
  VideoEngagementBody,
} from '@shared/schemas/nurture.ts';
import { assertCanSeeRecruit } from '../../recruits/guard.ts';
import * as service from './service.ts';

/** E-mails staff send a recruit, and the recruit's own video engagement (docs/nurture.md). */
export const outreachRoutes: AreaRoutes = async (app, { deps }) => {
  app.post(
    '/nurture/video-engagement/',
    { onRequest: app.auth.user, schema: { body: VideoEngagementBody, response: { 201: NurtureMessage } } },
    async (req, reply) => {
      assertCanSeeRecruit(req.user, req.body.recruit);
      return reply.code(201).send(await service.recordVideoEngagement(deps, req.user.sub, req.body));
    },
  );
  app.post(
    '/nurture/send-email/',
    { onRequest: app.auth.recruiter, schema: { body: SendEmailBody, response: { 202: EmailQueued } } },
    async (req, reply) => reply.code(202).send(await service.sendEmail(deps, req.user.sub, req.body)),
  );
  app.post(
    '/nurture/send-email/preview/',
    // A preview changes nothing: no audit row.
    { onRequest: app.auth.recruiter, config: { audit: false }, schema: { body: EmailPreviewBody, response: { 200: EmailPreview } } },
    async (req) => {
      assertCanSeeRecruit(req.user, req.body.recruit_id);
      return service.previewEmail(deps, req.body);
    },
  );
};
