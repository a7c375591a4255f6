import type { AreaRoutes } from '../../deps.ts';
import { bookingRoutes } from './booking/routes.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { consentRoutes } from './consent/routes.ts';
import { enrollmentRoutes } from './enrollments/routes.ts';
import { meetingRoutes } from './meetings/routes.ts';
import { outreachRoutes } from './outreach/routes.ts';
import { overviewRoutes } from './overview/routes.ts';
import { smsRoutes } from './sms/routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { unsubscribeRoutes } from './unsubscribe/routes.ts';

/**
 * Nurture (docs/nurture.md; paths of docs/spec/doc2.md §7). Staff run campaigns; a recruit may act
 * for itself only where its dashboard does: start the high-engagement track, schedule a call, give
 * or withdraw SMS consent, stop follow-ups, report a video watched, and read its own nurture. The
 * drip (drip/) runs in the job runner.
 */
export const nurtureRoutes: AreaRoutes = async (app, opts) => {
  for (const routes of [
    bookingRoutes,
    campaignRoutes,
    consentRoutes,
    enrollmentRoutes,
    meetingRoutes,
    taskRoutes,
    outreachRoutes,
    overviewRoutes,
    smsRoutes,
    unsubscribeRoutes,
  ]) {
    await app.register(routes, opts);
  }
};
