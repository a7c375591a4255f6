import type { FastifyPluginAsync } from 'fastify';
import { companySettingsRoutes } from '../company-settings/routes.ts';
import { scenarioRoutes } from '../scenarios/routes.ts';
import { clearviewRoutes } from './routes.ts';
import { clearviewSessionRoutes } from './sessions-routes.ts';
import { collabTicketRoutes } from '../../collab/tickets-routes.ts';

/** The ClearView area's REST modules (token page, sessions, scenarios, company settings), one register line in modules/index.ts. */
export const clearviewAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(clearviewRoutes);
  await app.register(clearviewSessionRoutes);
  await app.register(scenarioRoutes);
  await app.register(companySettingsRoutes);
  // The live rooms' tickets: ClearView's rooms are the only ones so far.
  await app.register(collabTicketRoutes);
};
