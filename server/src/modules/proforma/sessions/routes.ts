import type { AreaRoutes } from '../../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import {
  CreateProformaSessionBody,
  PatchProformaSessionBody,
  ProformaRecruitQuery,
  ProformaSessionsQuery,
  ScheduleSessionBody,
} from '@shared/schemas/proforma.ts';
import {
  ProformaOverview,
  ProformaSessionItem,
  ProformaSessionList,
  UpcomingProformaSessions,
} from '@shared/schemas/proforma-responses.ts';
import { recruitInBody, recruitOfPathRow } from '../../recruits/visibility.ts';
import { completeSession, patchStatus, startSession } from './moves.ts';
import { proformaOverview, upcomingSessions } from './overview.ts';
import { createSession, getSession, listSessions, scheduleFromDashboard } from './service.ts';
import { pagedListRoute } from '../../../lib/paged-route.ts';

/**
 * Proforma sessions (docs/proforma.md, "Sessions"): staff schedule, move and list them; a recruit
 * reads its own and schedules one for itself from its dashboard.
 */
export const sessionRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = app.auth.recruiter;
  const anyone = app.auth.user;
  const one = { 200: ProformaSessionItem };
  const moved = { params: idParam, response: one };
  // Staff moves are checked before they write: a session of a recruit the user does not see is a 404.
  const ofSession = recruitOfPathRow(deps.sql, 'proforma_sessions');

  const list = { onRequest: anyone, querystring: ProformaSessionsQuery, answer: ProformaSessionList };
  pagedListRoute(app, deps, '/proforma/sessions/', list, listSessions);
  app.post(
    '/proforma/sessions/',
    {
      onRequest: staff,
      preHandler: recruitInBody(deps.sql, 'recruit'),
      schema: { body: CreateProformaSessionBody, response: { 201: ProformaSessionItem } },
    },
    async (req, reply) => reply.code(201).send(await createSession(deps, req.user, req.body)),
  );
  app.get('/proforma/sessions/:id/', { onRequest: anyone, schema: { params: idParam, response: one } }, (req) =>
    getSession(deps, req.user, req.params.id),
  );
  app.patch(
    '/proforma/sessions/:id/',
    { onRequest: staff, preHandler: ofSession, schema: { ...moved, body: PatchProformaSessionBody } },
    (req) => patchStatus(deps, req.user, req.params.id, req.body.status),
  );
  app.post('/proforma/sessions/:id/start_session/', { onRequest: staff, preHandler: ofSession, schema: moved }, (req) =>
    startSession(deps, req.user, req.params.id),
  );
  app.post('/proforma/sessions/:id/complete_session/', { onRequest: staff, preHandler: ofSession, schema: moved }, (req) =>
    completeSession(deps, req.user, req.params.id),
  );

  const forRecruit = { querystring: ProformaRecruitQuery };
  app.get('/proforma/dashboard/overview/', { onRequest: staff, schema: { ...forRecruit, response: { 200: ProformaOverview } } }, (req) =>
    proformaOverview(deps, req.user, req.query.recruit),
  );
  app.get(
    '/proforma/dashboard/upcoming-sessions/',
    { onRequest: staff, schema: { ...forRecruit, response: { 200: UpcomingProformaSessions } } },
    (req) => upcomingSessions(deps, req.user, req.query.recruit),
  );
  app.post(
    '/proforma/dashboard/schedule-session/',
    { onRequest: anyone, schema: { body: ScheduleSessionBody, response: { 201: ProformaSessionItem } } },
    async (req, reply) => reply.code(201).send(await scheduleFromDashboard(deps, req.user, req.body)),
  );
};
