import type { AreaRoutes } from '../../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import {
  ClearviewSessionDetail,
  ClearviewSessionList,
  ClearviewSessionsQuery,
  CreateClearviewSessionBody,
  RecruitSessionInfo,
  SaveSessionBody,
  SessionsByRecruitQuery,
} from '@shared/schemas/clearview.ts';
import { recruitInBody, recruitInRequest, recruitOfPathRow } from '../../recruits/visibility.ts';
import * as service from './service.ts';

/** ClearView sessions for recruiters: list, by recruit, create, save; and the recruit's names for the session page. */
export const sessionRoutes: AreaRoutes = async (app, { deps }) => {
  const recruiter = { onRequest: app.auth.recruiter };
  const oneSession = { 200: ClearviewSessionDetail };

  app.get(
    '/clearview-sessions/',
    { ...recruiter, schema: { querystring: ClearviewSessionsQuery, response: { 200: ClearviewSessionList } } },
    (req) => service.listSessions(deps, req.user, req.query.recruit),
  );

  app.get(
    '/clearview-sessions/by_recruit/',
    {
      ...recruiter,
      preHandler: recruitInRequest(deps.sql, (req) => (req.query as { recruit_id: number }).recruit_id),
      schema: { querystring: SessionsByRecruitQuery, response: oneSession },
    },
    (req) => service.newestSession(deps, req.query.recruit_id),
  );

  app.post(
    '/clearview-sessions/',
    {
      ...recruiter,
      preHandler: recruitInBody(deps.sql, 'recruit'),
      schema: { body: CreateClearviewSessionBody, response: { 201: ClearviewSessionDetail } },
    },
    async (req, reply) => reply.code(201).send(await service.createSession(deps, req.body.recruit, req.user.sub)),
  );

  app.post(
    '/clearview-sessions/:id/save_session/',
    {
      ...recruiter,
      preHandler: recruitOfPathRow(deps.sql, 'clearview_sessions'),
      schema: { params: idParam, body: SaveSessionBody, response: oneSession },
    },
    (req) => service.saveById(deps, req.params.id, req.body.data),
  );

  app.get(
    '/recruiting/api/recruits/:id/',
    { onRequest: app.auth.user, schema: { params: idParam, response: { 200: RecruitSessionInfo } } },
    (req) => service.recruitSessionInfo(deps, req.user, req.params.id),
  );
};
