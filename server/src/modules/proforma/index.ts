import type { AreaRoutes } from '../../deps.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { inputRoutes } from './inputs/routes.ts';
import { liveRoutes } from './live/routes.ts';
import { reportRoutes } from './report/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';

/**
 * Proforma build-out (docs/proforma.md; paths of docs/spec/doc2.md §7 Proforma), in sub-areas:
 * sessions, their inputs, the report, the live link (and room), and what a session starts from.
 * Staff do everything; a recruit reads its own sessions and schedules one from its dashboard.
 */
export const proformaRoutes: AreaRoutes = async (app, opts) => {
  for (const routes of [sessionRoutes, inputRoutes, reportRoutes, liveRoutes, catalogRoutes]) await app.register(routes, opts);
};
