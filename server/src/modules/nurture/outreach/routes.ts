import type { AreaRoutes } from '../../../deps.ts';
import {
  EmailPreview,
  EmailPreviewBody,
  EmailQueued,
  NurtureMessage,
  SendEmailBody,
  VideoEngagementBody,
} from '@shared/schemas/nurture.ts';
import { recruitInBody, recruitInRequest, recruitOfRow } from '../../recruits/visibility.ts';
import * as service from './service.ts';

/** E-mails staff send a recruit, and the recruit's own video engagement (docs/nurture.md). */
export const outreachRoutes: AreaRoutes = async (app, { deps }) => {
  app.post(
    '/nurture/video-engagement/',
    {
      onRequest: app.auth.user,
      preHandler: recruitInBody(deps.sql, 'recruit'),
      schema: { body: VideoEngagementBody, response: { 201: NurtureMessage } },
    },
    async (req, reply) => reply.code(201).send(await service.recordVideoEngagement(deps, req.user.sub, req.body)),
  );
  app.post(
    '/nurture/send-email/',
    {
      onRequest: app.auth.recruiter,
      // The recruit is named directly or through the enrollment whose step is sent.
      preHandler: recruitInRequest(deps.sql, (req) => {
        const body = req.body as SendEmailBody;
        return 'recruit_id' in body ? body.recruit_id : recruitOfRow(deps.sql, 'nurture_enrollments', body.enrollment_id);
      }),
      schema: { body: SendEmailBody, response: { 202: EmailQueued } },
    },
    async (req, reply) => reply.code(202).send(await service.sendEmail(deps, req.user.sub, req.body)),
  );
  app.post(
    '/nurture/send-email/preview/',
    // A preview changes nothing: no audit row.
    {
      onRequest: app.auth.recruiter,
      preHandler: recruitInBody(deps.sql, 'recruit_id'),
      config: { audit: false },
      schema: { body: EmailPreviewBody, response: { 200: EmailPreview } },
    },
    async (req) => service.previewEmail(deps, req.body),
  );
};
