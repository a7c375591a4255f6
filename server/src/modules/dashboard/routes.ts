import type { AreaRoutes } from '../../deps.ts';
import { DashboardOverview } from '@shared/schemas/dashboard.ts';
import * as service from './service.ts';

/** GET /dashboard/overview/: the staff Overview's lists (docs/dashboard.md); staff only. */
export const dashboardRoutes: AreaRoutes = async (app, { deps }) => {
  app.get('/dashboard/overview/', { onRequest: app.auth.recruiter, schema: { response: { 200: DashboardOverview } } }, (req) =>
    service.overview(deps, req.user),
  );
};
