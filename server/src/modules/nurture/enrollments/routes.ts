import type { AreaRoutes } from '../../../deps.ts';
import {
  EnrollBody,
  EnrollmentItem,
  EnrollmentList,
  EnrollmentsQuery,
  NurtureIdParams,
  PatchEnrollmentBody,
  RecruitActionBody,
} from '@shared/schemas/nurture.ts';
import { recruitInBody, recruitInRequest, recruitOfRow } from '../../recruits/visibility.ts';
import * as service from './service.ts';

/**
 * Enrollments (docs/nurture.md, "Enrollments"): staff enroll, pause, end and switch tracks; a recruit
 * reads its own, starts the high-engagement track and stops its follow-ups from its dashboard.
 */
export const enrollmentRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = app.auth.recruiter;
  const anyone = app.auth.user;
  const one = { 200: EnrollmentItem };
  const created = { 201: EnrollmentItem };
  // Every route names a recruit (in the body, or through the enrollment): hidden ones answer 404.
  const bodyRecruit = recruitInBody(deps.sql, 'recruit_id');
  const enrollmentRecruit = recruitInRequest(deps.sql, (req) =>
    recruitOfRow(deps.sql, 'nurture_enrollments', (req.params as { id: number }).id),
  );

  app.get(
    '/nurture/enrollments/',
    { onRequest: anyone, schema: { querystring: EnrollmentsQuery, response: { 200: EnrollmentList } } },
    (req) => service.listEnrollments(deps, req.user, req.query),
  );
  app.post(
    '/nurture/enrollments/',
    { onRequest: staff, preHandler: recruitInBody(deps.sql, 'recruit'), schema: { body: EnrollBody, response: created } },
    async (req, reply) => reply.code(201).send(await service.enroll(deps, req.user.sub, req.body.recruit, req.body.campaign)),
  );
  app.patch(
    '/nurture/enrollments/:id/',
    { onRequest: staff, preHandler: enrollmentRecruit, schema: { params: NurtureIdParams, body: PatchEnrollmentBody, response: one } },
    (req) => service.pauseEnrollment(deps, req.user.sub, req.params.id, req.body.paused_until),
  );
  app.delete(
    '/nurture/enrollments/:id/',
    { onRequest: staff, preHandler: enrollmentRecruit, schema: { params: NurtureIdParams, response: one } },
    (req) => service.endEnrollment(deps, req.user.sub, req.params.id, 'ended_by_staff'),
  );

  app.post(
    '/nurture/trigger-high-engagement/',
    { onRequest: anyone, preHandler: bodyRecruit, schema: { body: RecruitActionBody, response: created } },
    async (req, reply) => reply.code(201).send(await service.triggerHighEngagement(deps, req.user, req.body.recruit_id)),
  );
  app.post(
    '/nurture/move-to-long-term/',
    { onRequest: staff, preHandler: bodyRecruit, schema: { body: RecruitActionBody, response: created } },
    async (req, reply) => reply.code(201).send(await service.moveToLongTerm(deps, req.user.sub, req.body.recruit_id)),
  );
  app.post('/nurture/opt-out/', { onRequest: anyone, preHandler: bodyRecruit, schema: { body: RecruitActionBody, response: one } }, (req) =>
    service.optOut(deps, req.user.sub, req.body.recruit_id),
  );
};
