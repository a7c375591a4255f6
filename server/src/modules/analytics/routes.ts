import type { AreaRoutes } from '../../deps.ts';
import { Analytics, AnalyticsQuery } from '@shared/schemas/analytics.ts';
import * as service from './service.ts';

/** GET /analytics/?date_from=&date_to= (staff only): docs/dashboard.md "Analytics & Reports". */
export const analyticsRoutes: AreaRoutes = async (app, { deps }) => {
  app.get('/analytics/', { onRequest: app.auth.recruiter, schema: { querystring: AnalyticsQuery, response: { 200: Analytics } } }, (req) =>
    service.analytics(deps, req.query),
  );
};
