import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../deps.ts';
import { authRoutes } from './auth/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { clearviewRoutes } from './clearview/index.ts';
import { scenarioRoutes } from './scenarios/routes.ts';
import { companySettingsRoutes } from './company-settings/routes.ts';
import { collabTicketRoutes } from './collab-tickets/routes.ts';
import { recruitRoutes } from './recruits/index.ts';
import { acceptRoutes } from './accept/routes.ts';
import { activityRoutes } from './activity/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { onboardingRoutes } from './onboarding/index.ts';
import { messageRoutes } from './messages/routes.ts';
import { nurtureRoutes } from './nurture/index.ts';
import { profileRoutes } from './profile/routes.ts';
import { proformaRoutes } from './proforma/index.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { discoveryRoutes } from './discovery/routes.ts';
import { staffReportRoutes } from './staff-reports/routes.ts';
import { schedulingRoutes } from './scheduling/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { staffRoutes } from './staff/routes.ts';

/** Every REST module under /api. Each area registers itself here, in one line, with the deps. */
export const apiModules: FastifyPluginAsync<AreaOptions> = async (app, { deps }) => {
  const areas = [
    authRoutes,
    notificationRoutes,
    recruitRoutes,
    acceptRoutes,
    activityRoutes,
    clearviewRoutes,
    scenarioRoutes,
    companySettingsRoutes,
    // The live rooms' tickets (server/src/collab): one per room kind.
    collabTicketRoutes,
    onboardingRoutes,
    messageRoutes,
    nurtureRoutes,
    profileRoutes,
    proformaRoutes,
    dashboardRoutes,
    analyticsRoutes,
    discoveryRoutes,
    staffReportRoutes,
    schedulingRoutes,
    webhookRoutes,
    auditRoutes,
    staffRoutes,
  ];
  for (const area of areas) await app.register(area, { deps });
  if (deps.config.env !== 'production') await app.register(devRoutes, { deps });
};
