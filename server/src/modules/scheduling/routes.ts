import type { AreaRoutes } from '../../deps.ts';
import { UpcomingQuery, UpcomingResponse } from '@shared/schemas/scheduling.ts';
import { listUpcoming } from './service.ts';

/** Scheduling reads (docs/scheduling.md): a recruit's upcoming sessions, for staff or the recruit itself. */
export const schedulingRoutes: AreaRoutes = async (app, { deps }) => {
  app.get(
    '/scheduling/upcoming/',
    { onRequest: app.auth.user, schema: { querystring: UpcomingQuery, response: { 200: UpcomingResponse } } },
    (req) => listUpcoming(deps, req.user, req.query.recruit),
  );
};
