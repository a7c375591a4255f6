import type { AreaRoutes } from '../../../deps.ts';
import {
  OnboardingReadyQuery,
  OnboardingReadyResponse,
  RecruitIdParams,
  RecruitStats,
  TimelineResponse,
  TrackActivityBody,
  TrackActivityResponse,
} from '@shared/schemas/recruits.ts';
import { pagedListRoute } from '../../../lib/paged-route.ts';
import * as service from './service.ts';

/** Read-side endpoints of the pipeline: stats, onboarding readiness, a recruit's timeline and client-reported activity. */
export const reportRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = { onRequest: app.auth.recruiter };
  const anyUser = { onRequest: app.auth.user };

  app.get('/recruits/stats/', { ...staff, schema: { response: { 200: RecruitStats } } }, () => service.recruitStats(deps));

  const ready = { ...staff, querystring: OnboardingReadyQuery, answer: OnboardingReadyResponse };
  pagedListRoute(app, deps, '/recruits/onboarding_ready/', ready, service.onboardingReady);

  app.get('/recruits/:id/timeline/', { ...anyUser, schema: { params: RecruitIdParams, response: { 200: TimelineResponse } } }, (req) =>
    service.recruitTimeline(deps, req.user, req.params.id),
  );

  app.post(
    '/recruits/:id/track_activity/',
    { ...anyUser, schema: { params: RecruitIdParams, body: TrackActivityBody, response: { 201: TrackActivityResponse } } },
    async (req, reply) => reply.code(201).send(await service.trackActivity(deps, req.user, req.params.id, req.body)),
  );
};
