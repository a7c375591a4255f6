import type { AreaRoutes } from '../../../deps.ts';
import { CoachingNotesBody, CoachingNotesResponse } from '@shared/schemas/clearview.ts';
import * as service from './service.ts';

/** The presenter panel's talking points: recruiters only (anonymous 401, a recruit 403, the guard's answers). */
export const coachingRoutes: AreaRoutes = async (app, { deps }) => {
  const recruiter = { onRequest: app.auth.recruiter };
  app.get('/clearview/coaching-notes/', { ...recruiter, schema: { response: { 200: CoachingNotesResponse } } }, () =>
    service.currentCoachingNotes(deps),
  );
  // Staff rewrite them in Settings; every open presenter panel reads the new ones on its next load.
  app.put(
    '/clearview/coaching-notes/',
    // The service writes the audit row, with the changed values, in the change's transaction.
    { ...recruiter, config: { audit: false }, schema: { body: CoachingNotesBody, response: { 200: CoachingNotesResponse } } },
    (req) => service.replaceCoachingNotes(deps, req.body, req.user.sub),
  );
};
