import type { AreaRoutes } from '../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { DiscoveryActivityBody, DiscoveryActivityResponse } from '@shared/schemas/discovery.ts';
import {
  RecruitingGoals,
  RecruitingGoalsCreateBody,
  RecruitingGoalsList,
  RecruitingGoalsPatch,
  RecruitingGoalsQuery,
} from '@shared/schemas/recruiting-goals.ts';
import { createGoals, goalsOf, logDiscoveryActivity, updateGoals } from './service.ts';

/** The discovery tools' endpoints (docs/discovery.md); each checks the module gate for recruits. */
export const discoveryRoutes: AreaRoutes = async (app, { deps }) => {
  const signedIn = app.auth.user;
  app.get(
    '/recruiting-goals/',
    { onRequest: signedIn, schema: { querystring: RecruitingGoalsQuery, response: { 200: RecruitingGoalsList } } },
    (req) => goalsOf(deps, req.user, req.query.scenario),
  );
  app.post(
    '/recruiting-goals/',
    { onRequest: signedIn, schema: { body: RecruitingGoalsCreateBody, response: { 201: RecruitingGoals } } },
    async (req, reply) => reply.code(201).send(await createGoals(deps, req.user, req.body)),
  );
  app.patch(
    '/recruiting-goals/:id/',
    { onRequest: signedIn, schema: { params: idParam, body: RecruitingGoalsPatch, response: { 200: RecruitingGoals } } },
    (req) => updateGoals(deps, req.user, req.params.id, req.body),
  );
  app.post(
    '/recruiting/api/discovery-activity/log_activity/',
    { onRequest: signedIn, schema: { body: DiscoveryActivityBody, response: { 201: DiscoveryActivityResponse } } },
    async (req, reply) => reply.code(201).send(await logDiscoveryActivity(deps, req.user, req.body)),
  );
};
