import type { AreaRoutes } from '../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { CreateScenarioBody, ScenarioListQuery, UpdateScenarioBody } from '@shared/schemas/scenarios.ts';
import * as service from './service.ts';
import { assertModuleEnabled, SCENARIO_TOOLS } from '../discovery/gate.ts';
import type { FastifyRequest } from 'fastify';
import { serviceDeps } from '../../lib/service-deps.ts';

/**
 * Scenarios (docs/spec/doc1.md §7, docs/spec/doc2.md §7): recruiters for any recruit, a recruit user
 * for their own, once a scenario-based discovery tool is enabled for them (docs/discovery.md "Gating").
 */
export const scenarioRoutes: AreaRoutes = async (app) => {
  const deps = serviceDeps(app);
  const signedIn = {
    onRequest: app.auth.user,
    preHandler: async (req: FastifyRequest) => assertModuleEnabled(app.sql, req.user, SCENARIO_TOOLS),
  };

  app.get('/scenarios/', { ...signedIn, schema: { querystring: ScenarioListQuery } }, async (req) => ({
    results: await service.listFor(app.sql, req.user, req.query.recruit),
  }));

  app.get('/scenarios/:id/', { ...signedIn, schema: { params: idParam } }, (req) => service.getFor(app.sql, req.user, req.params.id));

  app.post('/scenarios/', { ...signedIn, schema: { body: CreateScenarioBody } }, async (req, reply) => {
    reply.status(201);
    return service.create(app.sql, req.user, req.body);
  });

  app.patch('/scenarios/:id/', { ...signedIn, schema: { params: idParam, body: UpdateScenarioBody } }, (req) =>
    service.update(deps, req.user, req.params.id, req.body),
  );

  app.delete('/scenarios/:id/', { ...signedIn, schema: { params: idParam } }, async (req, reply) => {
    await service.remove(deps, req.user, req.params.id);
    return reply.status(204).send();
  });
};
