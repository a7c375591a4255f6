import type { AreaRoutes } from '../../deps.ts';
import { serviceDeps } from '../../lib/service-deps.ts';
import { RecruitIdParams } from '@shared/schemas/recruits.ts';
import {
  CreateCampaignBody,
  CreateMeetingBody,
  EnrollBody,
  EnrollmentsQuery,
  MeetingsQuery,
  NurtureIdParams,
  PatchEnrollmentBody,
  PatchMeetingBody,
  RecruitActionBody,
  SendEmailBody,
  SmsConsentBody,
  VideoEngagementBody,
} from '@shared/schemas/nurture.ts';
import { assertCanSeeRecruit, ownRecruitScope } from '../recruits/guard.ts';
import { listCampaigns } from './campaigns-repo.ts';
import { enroll, endEnrollment, listEnrollments, moveToLongTerm, optOut, pauseEnrollment, triggerHighEngagement } from './enrollments.ts';
import { createMeeting, patchMeeting } from './meetings.ts';
import { listMeetings } from './meetings-repo.ts';
import { nurtureOverview } from './overview.ts';
import { completeTask, createCampaign, recordVideoEngagement, recruitNurture, sendEmail } from './service.ts';
import { setConsent } from './sms.ts';
import { listTasks } from './tasks-repo.ts';

/**
 * Nurture (docs/nurture.md; paths of docs/spec/doc2.md §7). Staff run campaigns; a recruit may act
 * for itself only where its dashboard does: start the high-engagement track, schedule a call, give
 * or withdraw SMS consent, stop follow-ups, report a video watched, and read its own nurture.
 */
export const nurtureRoutes: AreaRoutes = async (app) => {
  const staff = { onRequest: app.auth.recruiter };
  const anyone = { onRequest: app.auth.user };
  const d = serviceDeps(app);

  app.get('/nurture/campaigns/', staff, async () => listCampaigns(app.sql));
  app.post('/nurture/campaigns/', { ...staff, schema: { body: CreateCampaignBody } }, async (req, reply) =>
    reply.code(201).send(await createCampaign(d, req.user.sub, req.body)),
  );

  app.get('/nurture/enrollments/', { ...anyone, schema: { querystring: EnrollmentsQuery } }, async (req) => {
    const own = ownRecruitScope(req.user);
    return listEnrollments(app.sql, { recruitId: own ?? req.query.recruit, active: req.query.active });
  });
  app.post('/nurture/enrollments/', { ...staff, schema: { body: EnrollBody } }, async (req, reply) =>
    reply.code(201).send(await enroll(d, req.user.sub, req.body.recruit, req.body.campaign)),
  );
  app.patch('/nurture/enrollments/:id/', { ...staff, schema: { params: NurtureIdParams, body: PatchEnrollmentBody } }, (req) =>
    pauseEnrollment(d, req.user.sub, req.params.id, req.body.paused_until),
  );
  app.delete('/nurture/enrollments/:id/', { ...staff, schema: { params: NurtureIdParams } }, (req) =>
    endEnrollment(d, req.user.sub, req.params.id, 'ended_by_staff'),
  );

  app.post('/nurture/trigger-high-engagement/', { ...anyone, schema: { body: RecruitActionBody } }, async (req, reply) => {
    assertCanSeeRecruit(req.user, req.body.recruit_id);
    return reply.code(201).send(await triggerHighEngagement(d, req.user, req.body.recruit_id));
  });
  app.post('/nurture/move-to-long-term/', { ...staff, schema: { body: RecruitActionBody } }, async (req, reply) =>
    reply.code(201).send(await moveToLongTerm(d, req.user.sub, req.body.recruit_id)),
  );
  app.post('/nurture/opt-out/', { ...anyone, schema: { body: RecruitActionBody } }, (req) => {
    assertCanSeeRecruit(req.user, req.body.recruit_id);
    return optOut(d, req.user.sub, req.body.recruit_id);
  });
  app.put('/nurture/sms-consent/', { ...anyone, schema: { body: SmsConsentBody } }, (req) => {
    assertCanSeeRecruit(req.user, req.body.recruit_id);
    return setConsent(d, req.user, req.body.recruit_id, req.body.consent);
  });
  app.get('/nurture/recruits/:id/', { ...anyone, schema: { params: RecruitIdParams } }, (req) => {
    assertCanSeeRecruit(req.user, req.params.id);
    return recruitNurture(d, req.params.id);
  });

  app.get('/nurture/meetings/', { ...anyone, schema: { querystring: MeetingsQuery } }, async (req) => {
    const own = ownRecruitScope(req.user);
    return listMeetings(app.sql, { recruitId: own ?? req.query.recruit, upcoming: req.query.upcoming });
  });
  app.post('/nurture/meetings/', { ...anyone, schema: { body: CreateMeetingBody } }, async (req, reply) => {
    assertCanSeeRecruit(req.user, req.body.recruit);
    return reply.code(201).send(await createMeeting(d, req.user, req.body));
  });
  app.patch('/nurture/meetings/:id/', { ...staff, schema: { params: NurtureIdParams, body: PatchMeetingBody } }, (req) =>
    patchMeeting(d, req.user.sub, req.params.id, req.body),
  );

  app.post('/nurture/video-engagement/', { ...anyone, schema: { body: VideoEngagementBody } }, async (req, reply) => {
    assertCanSeeRecruit(req.user, req.body.recruit);
    return reply.code(201).send(await recordVideoEngagement(d, req.user.sub, req.body));
  });
  app.post('/nurture/send-email/', { ...staff, schema: { body: SendEmailBody } }, async (req, reply) =>
    reply.code(202).send(await sendEmail(d, req.user.sub, req.body)),
  );
  app.get('/nurture/dashboard/overview/', staff, () => nurtureOverview(app.sql));
  app.get('/nurture/tasks/', staff, () => listTasks(app.sql, {}));
  app.post('/nurture/tasks/:id/complete/', { ...staff, schema: { params: NurtureIdParams } }, (req) =>
    completeTask(d, req.user.sub, req.params.id),
  );
};
