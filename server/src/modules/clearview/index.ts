import type { AreaRoutes } from '../../deps.ts';
import { coachingRoutes } from './coaching/routes.ts';
import { liveRoutes } from './live/routes.ts';
import { reportRoutes } from './report/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';

/**
 * ClearView (docs/clearview.md, docs/clearview-api.md), in sub-areas: sessions/ (the session record,
 * the recruiters' list, create and save), live/ (the public token page and its shared room),
 * notes/ (the recruiters' presenter-notes room), coaching/ (the presenter panel's talking
 * points) and report/ (the session's PDF). Each sub-area with REST routes adds one entry to the list below.
 */
export const clearviewRoutes: AreaRoutes = async (app, opts) => {
  for (const routes of [sessionRoutes, liveRoutes, coachingRoutes, reportRoutes]) await app.register(routes, opts);
};
