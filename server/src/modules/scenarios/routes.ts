import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AreaRoutes } from '../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { CreateScenarioBody, Scenario, ScenarioList, ScenarioListQuery, UpdateScenarioBody } from '@shared/schemas/scenarios.ts';
import { assertModuleEnabled, SCENARIO_TOOLS } from '../discovery/gate.ts';
import * as service from './service.ts';

/**
 * Scenarios (docs/spec/doc1.md §7, docs/spec/doc2.md §7): recruiters for any recruit, a recruit user
 * for their own, once a scenario-based discovery tool is enabled for them (docs/discovery.md "Gating").
 */
export const scenarioRoutes: AreaRoutes = async (app, { deps }) => {
  const signedIn = {
    onRequest: app.auth.user,
    preHandler: async (req: FastifyRequest) => assertModuleEnabled(deps.sql, req.user, SCENARIO_TOOLS),
  };
  const one = { 200: Scenario };

  app.get('/scenarios/', { ...signedIn, schema: { querystring: ScenarioListQuery, response: { 200: ScenarioList } } }, (req) =>
    service.listFor(deps, req.user, req.query.recruit),
  );
  app.get('/scenarios/:id/', { ...signedIn, schema: { params: idParam, response: one } }, (req) =>
    service.getFor(deps, req.user, req.params.id),
  );
  app.post('/scenarios/', { ...signedIn, schema: { body: CreateScenarioBody, response: { 201: Scenario } } }, async (req, reply) =>
    reply.code(201).send(await service.create(deps, req.user, req.body)),
  );
  app.patch('/scenarios/:id/', { ...signedIn, schema: { params: idParam, body: UpdateScenarioBody, response: one } }, (req) =>
    service.update(deps, req.user, req.params.id, req.body),
  );
  app.delete('/scenarios/:id/', { ...signedIn, schema: { params: idParam, response: { 204: z.null() } } }, async (req, reply) => {
    await service.remove(deps, req.user, req.params.id);
    return reply.code(204).send(null);
  });
};
