import type { AreaRoutes } from '../../deps.ts';
import { RecruitCreateBody, RecruitIdParams, RecruitListQuery, RecruitPatchBody } from '@shared/schemas/recruits.ts';
import { recruitActionRoutes } from './routes-actions.ts';
import { recruitReportRoutes } from './routes-reports.ts';
import * as service from './service.ts';

/** The recruit pipeline under /api (docs/recruits-api.md). */
export const recruitRoutes: AreaRoutes = async (app, opts) => {
  app.get('/recruits/', { onRequest: app.auth.user, schema: { querystring: RecruitListQuery } }, (req) =>
    service.listRecruitsPage(app.sql, req.user, req.query, req.url),
  );

  app.post('/recruits/', { onRequest: app.auth.recruiter, schema: { body: RecruitCreateBody } }, async (req, reply) => {
    const recruit = await service.createRecruit(app.sql, req.user.sub, req.body);
    return reply.code(201).send(recruit);
  });

  app.get('/recruits/:id/', { onRequest: app.auth.user, schema: { params: RecruitIdParams } }, (req) =>
    service.getRecruitFor(app.sql, req.user, req.params.id),
  );

  app.patch('/recruits/:id/', { onRequest: app.auth.user, schema: { params: RecruitIdParams, body: RecruitPatchBody } }, (req) =>
    service.patchRecruit(app.sql, req.user, req.params.id, req.body),
  );

  await app.register(recruitActionRoutes, opts);
  await app.register(recruitReportRoutes, opts);
};
