import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { authRoutes } from './auth/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { clearviewAreaRoutes } from './clearview/area-routes.ts';
import { recruitRoutes } from './recruits/routes.ts';
import { acceptRoutes } from './accept/routes.ts';
import { activityRoutes } from './activity/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { onboardingRoutes } from './onboarding/index.ts';
import { messageRoutes } from './messages/routes.ts';
import { nurtureRoutes } from './nurture/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { proformaRoutes } from './proforma/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { discoveryRoutes } from './discovery/routes.ts';
import { staffReportRoutes } from './staff-reports/routes.ts';
import { schedulingRoutes } from './scheduling/routes.ts';

/** Every REST module under /api. Each area registers itself here, in one line. */
export const apiModules: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(authRoutes, {
    refreshTokenTtl: config.refreshTokenTtl,
    loginRateLimit: config.loginRateLimit,
    seedDemo: config.seedDemo,
    production: config.env === 'production',
  });
  await app.register(notificationRoutes);
  await app.register(recruitRoutes);
  await app.register(acceptRoutes);
  await app.register(activityRoutes);
  await app.register(clearviewAreaRoutes);
  await app.register(onboardingRoutes);
  await app.register(messageRoutes);
  await app.register(nurtureRoutes);
  await app.register(profileRoutes);
  await app.register(proformaRoutes);
  await app.register(dashboardRoutes);
  await app.register(analyticsRoutes);
  await app.register(discoveryRoutes);
  await app.register(staffReportRoutes);
  await app.register(schedulingRoutes);
  if (config.env !== 'production') await app.register(devRoutes);
};
