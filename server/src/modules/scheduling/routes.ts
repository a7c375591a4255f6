import type { AreaRoutes } from '../../deps.ts';
import { serviceDeps } from '../../lib/service-deps.ts';
import { UpcomingQuery } from '@shared/schemas/scheduling.ts';
import { listUpcoming } from './service.ts';

/** Scheduling reads (docs/scheduling.md): a recruit's upcoming sessions, for staff or the recruit itself. */
export const schedulingRoutes: AreaRoutes = async (app) => {
  const d = serviceDeps(app);
  app.get('/scheduling/upcoming/', { onRequest: app.auth.user, schema: { querystring: UpcomingQuery } }, (req) =>
    listUpcoming(d, req.user, req.query.recruit),
  );
};
