import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/http-error.ts';
import { pageOf, pagedAnswer } from '../../../lib/paging.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { RECRUIT_STATUSES, STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import { NURTURE_EXIT_LABELS } from '@shared/domain/nurture.ts';
import { hasCompletedClearview } from '@shared/domain/onboarding-eligibility.ts';
import {
  ONBOARDING_READY_PAGE_SIZE,
  type OnboardingReadyQuery,
  type OnboardingReadyResponse,
  type RecruitStats,
  type TimelineResponse,
  type TrackActivityInput,
  type TrackActivityResponse,
} from '@shared/schemas/recruits.ts';
import { logActivity } from '../../activity/repo.ts';
import { assertRecruitVisible, recruitVisibleTo } from '../visibility.ts';
import { findRecruitById } from '../repo.ts';
import { nurtureExitRows, onboardingReadyRows, statsFigures, timelineRows } from './repo.ts';

const round1 = (x: number) => Math.round(x * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100));

/**
 * Pipeline figures for the staff dashboard (docs/dashboard.md). ClearView completion rate: of the
 * recruits who got as far as a scheduled session, the share that completed it.
 */
export async function recruitStats(deps: Deps): Promise<RecruitStats> {
  const { totals, byStatus, discoveryEnabled, avgDaysToAcceptance, work } = await statsFigures(deps.sql);
  const by_status = Object.fromEntries(RECRUIT_STATUSES.map((s) => [s, 0])) as Record<RecruitStatus, number>;
  for (const { status, count } of byStatus) if (status in by_status) by_status[status] = count;
  return {
    total_recruits: totals.total,
    new_this_week: totals.week,
    new_this_month: totals.month,
    by_status,
    onboarded: totals.onboarded,
    conversion_rate: percent(totals.onboarded, totals.total),
    discovery_enabled: discoveryEnabled,
    avg_profile_to_acceptance_days: round1(Math.max(0, avgDaysToAcceptance ?? 0)),
    clearview_completion_rate: percent(totals.completed, totals.reached),
    active_sessions: work.active,
    pending_tasks: work.pending,
    emails_sent_today: work.emails,
    avg_profile_completion: round1(work.avg_profile ?? 0),
    complete_profiles: work.complete,
  };
}

/** The recruits eligible for a new onboarding request (shared/domain/onboarding-eligibility.ts), by name, one page. */
export async function onboardingReady(
  deps: Deps,
  user: AccessClaims,
  q: OnboardingReadyQuery,
  requestUrl: string,
): Promise<OnboardingReadyResponse> {
  const page = pageOf(q, ONBOARDING_READY_PAGE_SIZE);
  const { rows, count } = await onboardingReadyRows(deps.sql, recruitVisibleTo(deps.sql, user), q.search, page);
  const results = rows.map(({ has_completed_session, ...r }) => ({
    ...r,
    clearview_completed: hasCompletedClearview(r.status, has_completed_session),
  }));
  return pagedAnswer(requestUrl, page, count, results);
}

/** 403 before 404: a recruit user learns nothing about other records. */
async function assertVisibleRecruit(deps: Deps, user: AccessClaims, recruitId: number): Promise<void> {
  await assertRecruitVisible(deps.sql, user, recruitId);
  if (!(await findRecruitById(deps.sql, recruitId))) throw notFound('Recruit not found');
}

/** The recruit's stages, oldest first, each with its whole days in the stage. */
export async function recruitTimeline(deps: Deps, user: AccessClaims, recruitId: number): Promise<TimelineResponse> {
  await assertVisibleRecruit(deps, user, recruitId);
  const stages = (await timelineRows(deps.sql, recruitId)).map((r) => ({
    ...r,
    kind: 'stage' as const,
    stage_display: STATUS_LABELS[r.stage] ?? r.stage,
    days_in_stage: Math.max(0, r.days_in_stage),
  }));
  const exits = (await nurtureExitRows(deps.sql, recruitId)).map((x) => ({
    kind: 'nurture_exit' as const,
    stage: x.stage,
    stage_display: NURTURE_EXIT_LABELS[x.reason],
    timestamp: x.timestamp,
    notes: x.campaign,
    days_in_stage: null,
    actor: 'Recruit',
  }));
  const results = [...stages, ...exits]
    .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
    .map((e) => ({ ...e, timestamp: e.timestamp.toISOString() }));
  return { results };
}

/** Records a client-reported activity (one of CLIENT_ACTIVITY_TYPES, checked by the schema) by the signed-in user. */
export async function trackActivity(
  deps: Deps,
  user: AccessClaims,
  recruitId: number,
  body: TrackActivityInput,
): Promise<TrackActivityResponse> {
  await assertVisibleRecruit(deps, user, recruitId);
  const id = await logActivity(deps.sql, { recruitId, actorId: user.sub, action: body.activity_type, details: body.details });
  return { id };
}
