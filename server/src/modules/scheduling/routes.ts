import type { AreaRoutes } from '../../deps.ts';
import { UpcomingQuery, UpcomingResponse } from '@shared/schemas/scheduling.ts';
import { AvailabilityBody, AvailabilityResponse } from '@shared/schemas/booking.ts';
import { getMyAvailability, listUpcoming, saveMyAvailability } from './service.ts';

/** Scheduling (docs/scheduling.md): a recruit's upcoming sessions, for staff or the recruit itself; a staff user's availability. */
export const schedulingRoutes: AreaRoutes = async (app, { deps }) => {
  app.get(
    '/scheduling/upcoming/',
    { onRequest: app.auth.user, schema: { querystring: UpcomingQuery, response: { 200: UpcomingResponse } } },
    (req) => listUpcoming(deps, req.user, req.query.recruit),
  );
  // A staff user's own weekly hours, which their recruits' booking links offer (docs/scheduling.md, "Booking link").
  app.get('/me/availability/', { onRequest: app.auth.recruiter, schema: { response: { 200: AvailabilityResponse } } }, (req) =>
    getMyAvailability(deps, req.user.sub),
  );
  app.put(
    '/me/availability/',
    { onRequest: app.auth.recruiter, schema: { body: AvailabilityBody, response: { 200: AvailabilityResponse } } },
    (req) => saveMyAvailability(deps, req.user.sub, req.body),
  );
};
