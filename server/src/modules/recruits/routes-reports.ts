import type { AreaRoutes } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import type { DiscoveryAccessListResponse } from '@shared/schemas/recruit-responses.ts';
import { PIPELINE_FILTER_STAGES, STATUS_LABELS } from '@shared/domain/recruit-status.ts';
import { RECRUITING_SOURCES, type RecruitingSource } from '@shared/domain/recruiting-sources.ts';
import {
  OnboardingReadyQuery,
  RecruitFilterQuery,
  RecruitIdParams,
  TrackActivityBody,
  type RecruitFilters,
} from '@shared/schemas/recruits.ts';
import { listDiscoveryAccess } from './discovery-repo.ts';
import { listOnboardingReady } from './eligibility.ts';
import { assertCanSeeRecruit, ownRecruitScope } from './guard.ts';
import * as repo from './repo.ts';
import { recruitStats } from './stats.ts';
import { recruitTimeline, trackActivity } from './timeline.ts';

const FILTERS: RecruitFilters = {
  statuses: PIPELINE_FILTER_STAGES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  recruiting_sources: (Object.keys(RECRUITING_SOURCES) as RecruitingSource[]).map((value) => ({ value, label: RECRUITING_SOURCES[value] })),
  orderings: [
    { value: '-created_at', label: 'Newest first' },
    { value: 'created_at', label: 'Oldest first' },
    { value: 'name', label: 'Name (A–Z)' },
    { value: '-name', label: 'Name (Z–A)' },
    { value: 'status', label: 'Stage (pipeline order)' },
    { value: '-status', label: 'Stage (latest first)' },
  ],
};

/** Read-side endpoints: stats, filters, onboarding readiness, timeline, activity, discovery access. */
export const recruitReportRoutes: AreaRoutes = async (app) => {
  const staff = { onRequest: app.auth.recruiter };
  const anyUser = { onRequest: app.auth.user };

  app.get('/recruits/stats/', staff, () => recruitStats(app.sql));
  app.get('/recruits/filters/', staff, async () => FILTERS);
  app.get('/recruits/onboarding_ready/', { ...staff, schema: { querystring: OnboardingReadyQuery } }, (req) =>
    listOnboardingReady(app.sql, req.query.search),
  );

  const existing = async (id: number) => {
    if (!(await repo.findRecruitById(app.sql, id))) throw notFound('Recruit not found');
  };

  app.get('/recruits/:id/timeline/', { ...anyUser, schema: { params: RecruitIdParams } }, async (req) => {
    assertCanSeeRecruit(req.user, req.params.id);
    await existing(req.params.id);
    return recruitTimeline(app.sql, req.params.id);
  });

  app.post(
    '/recruits/:id/track_activity/',
    { ...anyUser, schema: { params: RecruitIdParams, body: TrackActivityBody } },
    async (req, reply) => {
      assertCanSeeRecruit(req.user, req.params.id);
      await existing(req.params.id);
      return reply.code(201).send(await trackActivity(app.sql, req.user.sub, req.params.id, req.body));
    },
  );

  app.get(
    '/discovery-access/',
    { ...anyUser, schema: { querystring: RecruitFilterQuery } },
    async (req): Promise<DiscoveryAccessListResponse> => {
      if (req.query.recruit !== undefined) assertCanSeeRecruit(req.user, req.query.recruit);
      const recruitId = req.query.recruit ?? ownRecruitScope(req.user);
      return { results: await listDiscoveryAccess(app.sql, recruitId) };
    },
  );
};
