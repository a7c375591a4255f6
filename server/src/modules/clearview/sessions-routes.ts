import type { AreaRoutes } from '../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { ClearviewSessionsQuery, CreateClearviewSessionBody, SaveSessionBody, SessionsByRecruitQuery } from '@shared/schemas/clearview.ts';
import { notFound } from '../../lib/http-error.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

/** ClearView sessions for recruiters: list, by recruit, create, save. */
export const clearviewSessionRoutes: AreaRoutes = async (app) => {
  const recruiter = { onRequest: app.auth.recruiter };
  const detail = (row: repo.SessionRow) => repo.serializeSessionDetail(row, app.config.appUrl);

  app.get('/clearview-sessions/', { ...recruiter, schema: { querystring: ClearviewSessionsQuery } }, async (req) => ({
    results: (await repo.listSessions(app.sql, req.query.recruit)).map(detail),
  }));

  // The recruit's newest session (the one the recruit details dialog opens).
  app.get('/clearview-sessions/by_recruit/', { ...recruiter, schema: { querystring: SessionsByRecruitQuery } }, async (req) => {
    const [newest] = await repo.listSessions(app.sql, req.query.recruit_id, 1);
    if (!newest) throw notFound('No ClearView session found for this recruit');
    return detail(newest);
  });

  app.post('/clearview-sessions/', { ...recruiter, schema: { body: CreateClearviewSessionBody } }, async (req, reply) => {
    reply.status(201);
    return detail(await service.createSession(app.sql, req.body.recruit, req.user.sub));
  });

  app.post('/clearview-sessions/:id/save_session/', { ...recruiter, schema: { params: idParam, body: SaveSessionBody } }, async (req) =>
    detail(await service.saveById(app.sql, req.params.id, req.body.data)),
  );
};
