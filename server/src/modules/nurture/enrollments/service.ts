// Enrolling, switching tracks, ending and pausing (docs/nurture.md, "Enrollments").
import { transaction, type Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, forbidden, notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import {
  CAMPAIGN_TYPE_LABELS,
  HIGH_ENGAGEMENT_CAMPAIGN_ID,
  LONG_TERM_CAMPAIGN_ID,
  NURTURE_STATUS_OF,
  type NurtureExit,
  STAY_CONNECTED_STATUSES,
} from '@shared/domain/nurture.ts';
import { canTransition } from '@shared/domain/pipeline-transitions.ts';
import { STATUS_LABELS } from '@shared/domain/recruit-status.ts';
import type { EnrollmentItem, EnrollmentList, EnrollmentsQuery } from '@shared/schemas/nurture.ts';
import { logActivity } from '../../activity/repo.ts';
import { notifyRecruiterOf } from '../../notifications/repo.ts';
import { lockRecruitStatus } from '../../recruits/repo.ts';
import { changeRecruitStatus } from '../../recruits/status.ts';
import { recruitScope } from '../../recruits/visibility.ts';
import * as campaigns from '../campaigns/repo.ts';
import { findNurtureRecruit } from '../recruit-repo.ts';
import * as repo from './repo.ts';
import { queueClearviewResults } from './results-email.ts';
import { serializeEnrollment } from './serialize.ts';

type Ended = 'ended_by_staff' | 'opted_out' | 'moved_to_long_term' | 'replaced' | 'onboarding';
const EXIT_TEXT: Record<NurtureExit, string> = {
  replied: 'replied by text',
  meeting_booked: 'has a meeting booked',
  opted_out: 'opted out',
};

export async function loadEnrollment(deps: Deps, id: number): Promise<EnrollmentItem> {
  const [view] = await repo.enrollmentViews(deps.sql, [id]);
  if (!view) throw notFound('Enrollment not found');
  return serializeEnrollment(view, deps.now());
}

/** Enrollments newest first, of the recruits the user sees; a recruit reads only its own whatever the filter says. */
export async function listEnrollments(deps: Deps, user: AccessClaims, q: EnrollmentsQuery): Promise<EnrollmentList> {
  const { scope } = await recruitScope(deps.sql, user, 'recruit_id', q.recruit);
  const ids = await repo.listEnrollmentIds(deps.sql, { scope, active: q.active });
  const now = deps.now();
  return { results: (await repo.enrollmentViews(deps.sql, ids)).map((v) => serializeEnrollment(v, now)) };
}

/**
 * Enrolls a recruit (one active enrollment per recruit) and moves them to the campaign's nurture
 * status, where the pipeline rule allows it. `replace` ends an active enrollment first (a track
 * switch); otherwise an active one is a 409. High engagement also sends the ClearView results e-mail.
 */
export async function enroll(
  d: Deps,
  actorId: number | null,
  recruitId: number,
  campaignId: number,
  opts: { replace?: Ended } = {},
): Promise<EnrollmentItem> {
  const id = await transaction(d.sql, (tx) => enrollIn(d, tx, actorId, recruitId, campaignId, opts));
  return loadEnrollment(d, id);
}

/** The enrolment in the caller's transaction (the bulk action's, one per recruit); the enrollment id. */
export async function enrollIn(
  d: Deps,
  tx: Sql,
  actorId: number | null,
  recruitId: number,
  campaignId: number,
  opts: { replace?: Ended } = {},
): Promise<number> {
  const current = await lockRecruitStatus(tx, recruitId);
  if (!current) throw notFound('Recruit not found');
  const campaign = await campaigns.findCampaign(tx, campaignId);
  if (!campaign) throw notFound('Campaign not found');
  if (campaign.status !== 'active') throw conflict(`The campaign "${campaign.name}" is not active`);
  const target = NURTURE_STATUS_OF[campaign.campaign_type];
  if (current.status !== target && !canTransition(current.status, target)) {
    throw conflict(
      `A recruit at "${STATUS_LABELS[current.status]}" cannot start a ${CAMPAIGN_TYPE_LABELS[campaign.campaign_type]} campaign`,
    );
  }
  const active = await repo.findActiveEnrollment(tx, recruitId);
  if (active && !opts.replace) throw conflict('This recruit already has an active nurture enrollment; end it or switch tracks first');
  if (active && opts.replace) await endOne(tx, active.id, recruitId, actorId, opts.replace, d.now());
  const id = await repo.insertEnrollment(tx, { recruitId, campaignId, enrolledBy: actorId, at: d.now() });
  if (current.status !== target) await changeRecruitStatus(tx, { recruitId, to: target, actorId, notes: `Enrolled in ${campaign.name}` });
  await logActivity(tx, { recruitId, actorId, action: 'nurture_enrolled', details: { enrollment_id: id, campaign: campaign.name } });
  if (campaign.campaign_type === 'high_engagement') await queueClearviewResults(d, tx, recruitId, actorId);
  return id;
}

/** POST /nurture/trigger-high-engagement/: the recruit's own dashboard or staff; a long-term track is replaced. */
export async function triggerHighEngagement(d: Deps, user: AccessClaims, recruitId: number): Promise<EnrollmentItem> {
  if (user.type === 'recruit') {
    const recruit = await findNurtureRecruit(d.sql, recruitId);
    if (!recruit) throw notFound('Recruit not found');
    if (!STAY_CONNECTED_STATUSES.includes(recruit.status)) {
      throw forbidden('The high-engagement track can be started from your dashboard after your ClearView session');
    }
  }
  return enroll(d, user.sub, recruitId, HIGH_ENGAGEMENT_CAMPAIGN_ID, { replace: 'replaced' });
}

export async function moveToLongTerm(d: Deps, actorId: number, recruitId: number): Promise<EnrollmentItem> {
  return enroll(d, actorId, recruitId, LONG_TERM_CAMPAIGN_ID, { replace: 'moved_to_long_term' });
}

/** Ends an enrollment (DELETE by staff, or the recruit's own opt-out); the recruit's status stays. */
export async function endEnrollment(d: Deps, actorId: number, enrollmentId: number, reason: Ended): Promise<EnrollmentItem> {
  await transaction(d.sql, async (tx) => {
    const e = await repo.findEnrollment(tx, enrollmentId, { lock: true });
    if (!e) throw notFound('Enrollment not found');
    if (!e.is_active) throw conflict('This enrollment has already ended');
    await endOne(tx, e.id, e.recruit_id, actorId, reason, d.now());
  });
  return loadEnrollment(d, enrollmentId);
}

/** The recruit's own "Stop follow-ups". */
export async function optOut(d: Deps, actorId: number, recruitId: number): Promise<EnrollmentItem> {
  const active = await repo.findActiveEnrollment(d.sql, recruitId);
  if (!active) throw conflict('There are no follow-ups running to stop');
  return endEnrollment(d, actorId, active.id, 'opted_out');
}

async function endOne(
  tx: Sql,
  id: number,
  recruitId: number,
  actorId: number | null,
  reason: Ended | NurtureExit,
  at: Date,
): Promise<void> {
  await repo.endEnrollment(tx, id, reason, at);
  await logActivity(tx, { recruitId, actorId, action: 'nurture_ended', details: { enrollment_id: id, reason } });
}

/** Pauses until a date (every later step moves by the pause) or, with null, resumes now. */
export async function pauseEnrollment(d: Deps, actorId: number, enrollmentId: number, until: string | null): Promise<EnrollmentItem> {
  await transaction(d.sql, async (tx) => {
    const e = await repo.findEnrollment(tx, enrollmentId, { lock: true });
    if (!e) throw notFound('Enrollment not found');
    if (!e.is_active) throw conflict('This enrollment has ended');
    const now = d.now();
    if (until === null) {
      await repo.resumeEnrollment(tx, e.id, now);
    } else {
      const date = new Date(until);
      if (date <= now) throw conflict('Pause until must be in the future');
      await repo.pauseEnrollment(tx, e.id, date, now);
    }
    await logActivity(tx, {
      recruitId: e.recruit_id,
      actorId,
      action: until ? 'nurture_paused' : 'nurture_resumed',
      details: { enrollment_id: e.id, ...(until ? { until } : {}) },
    });
  });
  return loadEnrollment(d, enrollmentId);
}

/**
 * Ends the recruit's active enrollment, if any, because of an exit, in the caller's transaction:
 * the enrollment's reason, a `nurture_ended` entry in the recruit's activity, and a note in the
 * recruiter's bell. Answers whether an enrollment ended.
 */
export async function endForExit(tx: Sql, recruitId: number, exit: NurtureExit, at: Date): Promise<boolean> {
  const active = await repo.findActiveEnrollment(tx, recruitId);
  const e = active && (await repo.findEnrollment(tx, active.id, { lock: true }));
  if (!e?.is_active) return false;
  await endOne(tx, e.id, recruitId, null, exit, at);
  await notifyRecruiterOf(tx, recruitId, {
    title: 'Follow-ups ended',
    message: `{name} ${EXIT_TEXT[exit]}: their nurture follow-ups stopped.`,
    type: 'info',
  });
  return true;
}
