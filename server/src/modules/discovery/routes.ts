import type { AreaRoutes } from '../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { DiscoveryActivityBody } from '@shared/schemas/discovery.ts';
import { RecruitingGoalsCreateBody, RecruitingGoalsPatch, RecruitingGoalsQuery } from '@shared/schemas/recruiting-goals.ts';
import { logActivity } from '../activity/repo.ts';
import { assertCanSeeRecruit } from '../recruits/guard.ts';
import { recruitExists } from '../scenarios/repo.ts';
import { notFound } from '../../lib/http-error.ts';
import { createGoals, goalsOf, updateGoals } from './goals.ts';

/** The discovery tools' endpoints (docs/discovery.md); each checks the module gate for recruits. */
export const discoveryRoutes: AreaRoutes = async (app) => {
  const signedIn = { onRequest: app.auth.user };
  app.get('/recruiting-goals/', { ...signedIn, schema: { querystring: RecruitingGoalsQuery } }, (req) =>
    goalsOf(app.sql, req.user, req.query.scenario),
  );
  app.post('/recruiting-goals/', { ...signedIn, schema: { body: RecruitingGoalsCreateBody } }, async (req, reply) =>
    reply.code(201).send(await createGoals(app.sql, req.user, req.body)),
  );
  app.patch('/recruiting-goals/:id/', { ...signedIn, schema: { params: idParam, body: RecruitingGoalsPatch } }, (req) =>
    updateGoals(app.sql, req.user, req.params.id, req.body),
  );

  // doc2 §7: page loads, scenario switches and updates in the discovery tools, into the recruit's
  // activity log (staff see them in the history). The client ignores failures.
  app.post(
    '/recruiting/api/discovery-activity/log_activity/',
    { ...signedIn, schema: { body: DiscoveryActivityBody } },
    async (req, reply) => {
      assertCanSeeRecruit(req.user, req.body.recruit);
      if (!(await recruitExists(app.sql, req.body.recruit))) throw notFound('Recruit not found');
      const id = await logActivity(app.sql, {
        recruitId: req.body.recruit,
        actorId: req.user.sub,
        action: `discovery_${req.body.action}`,
        details: { module: req.body.module_name, ...req.body.details },
      });
      return reply.code(201).send({ id });
    },
  );
};
