import type { AreaRoutes } from '../../deps.ts';
import { bulkRoutes } from './bulk/routes.ts';
import { discoveryAccessRoutes } from './discovery-access/routes.ts';
import { importExportRoutes } from './import-export/routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { pipelineRoutes } from './pipeline/routes.ts';
import { reportRoutes } from './reports/routes.ts';

/**
 * The recruit pipeline under /api (docs/recruits-api.md), in six sub-areas: pipeline/ (list, create,
 * read, edit, status), invitations/ (the acceptance invite, ClearView scheduling), reports/ (stats,
 * onboarding readiness, timeline, tracked activity), discovery-access/, bulk/ (actions on a
 * selection) and import-export/ (CSV in and out). The recruit record they
 * share, and other areas use, stays at the top: repo.ts, serialize.ts, status.ts, journey.ts, guard.ts and visibility.ts
 * (who sees which recruit).
 */
export const recruitRoutes: AreaRoutes = async (app, opts) => {
  for (const routes of [pipelineRoutes, invitationRoutes, reportRoutes, discoveryAccessRoutes, bulkRoutes, importExportRoutes])
    await app.register(routes, opts);
};
