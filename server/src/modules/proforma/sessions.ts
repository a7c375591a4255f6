// Proforma sessions (docs/proforma.md, "Sessions"): scheduling with its invitation e-mail, the two
// moves scheduled → in_progress → completed, and reads limited to what the caller may see.
import { transaction } from '../../db/connect.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { nextPageUrl, pageOf } from '../../lib/paging.ts';
import { present } from '../../lib/present.ts';
import type { Out, ServiceDeps } from '../../lib/service-deps.ts';
import { newToken } from '../../lib/tokens.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import type { Paginated } from '@shared/schemas/common.ts';
import {
  DASHBOARD_DAYS_AHEAD,
  DASHBOARD_MODEL_TYPE_ID,
  PROFORMA_NEXT,
  PROFORMA_SELF_SCHEDULE_STATUSES,
  PROFORMA_STATUS_LABELS,
  type ProformaStatus,
} from '@shared/domain/proforma.ts';
import { canTransition } from '@shared/domain/pipeline-transitions.ts';
import type {
  CreateProformaSessionBody,
  ProformaSessionItem,
  ProformaSessionsQuery,
  ScheduleSessionBody,
} from '@shared/schemas/proforma.ts';
import { logActivity } from '../activity/repo.ts';
import { notifyRecruiterOf } from '../notifications/repo.ts';
import { findNurtureRecruit } from '../nurture/recruit-repo.ts';
import { assertCanSeeRecruit, ownRecruitScope } from '../recruits/guard.ts';
import { changeRecruitStatus } from '../recruits/status.ts';
import { assertPhaseAction } from '../recruits/journey.ts';
import { queueInvitation } from '../scheduling/invitation.ts';
import { dashboardSlot, generatedMeetingLink } from '../scheduling/service.ts';
import { MEETING_MINUTES } from '@shared/domain/scheduling.ts';
import { findModelType } from './catalog-repo.ts';
import { fillMissingRequired } from './inputs.ts';
import { liveUrl, readerOf, serializeSession } from './serialize.ts';
import * as repo from './sessions-repo.ts';
import { emitEvent } from '../webhooks/outbox.ts';

const PAGE_SIZE = 20;

type NewSession = Out<typeof CreateProformaSessionBody> & { time_zone?: string };

/**
 * Schedules a session (staff, POST /proforma/sessions/; the dashboards through scheduleFromDashboard).
 * Without a time the first free slot three days ahead in the recruit's zone is taken; without a link
 * a meeting room is made (docs/scheduling.md).
 */
export async function createSession(
  d: ServiceDeps,
  user: AccessClaims,
  body: Omit<NewSession, 'scheduled_at'> & { scheduled_at?: string },
): Promise<ProformaSessionItem> {
  const id = await transaction(d.sql, async (tx) => {
    const recruit = await findNurtureRecruit(tx, body.recruit);
    if (!recruit) throw notFound('Recruit not found');
    if (user.type === 'recruit' && !PROFORMA_SELF_SCHEDULE_STATUSES.includes(recruit.status)) {
      throw forbidden('A proforma session can be scheduled from your dashboard once discovery access is expanded');
    }
    await assertPhaseAction(tx, recruit.id, 'schedule_proforma');
    const model = await findModelType(tx, body.model_type);
    if (!model) throw badRequest('Unknown model type', { model_type: ['Unknown model type'] });
    const at = body.scheduled_at
      ? new Date(body.scheduled_at)
      : await dashboardSlot(tx, recruit, { days: DASHBOARD_DAYS_AHEAD, minutes: MEETING_MINUTES.proforma, browserZone: body.time_zone });
    const id = await repo.insertSession(tx, {
      recruitId: recruit.id,
      modelTypeId: model.id,
      token: newToken(),
      at,
      link: body.meeting_link || (await generatedMeetingLink(tx, d.meetingBaseUrl, 'Proforma')),
      notes: body.notes ?? '',
      createdBy: user.sub,
    });
    if (canTransition(recruit.status, 'proforma_scheduled')) {
      await changeRecruitStatus(tx, {
        recruitId: recruit.id,
        to: 'proforma_scheduled',
        actorId: user.sub,
        notes: `${model.name} proforma scheduled`,
      });
    }
    const session = present(await repo.findSession(tx, id), 'The new session');
    await queueInvitation(tx, {
      recruit,
      what: `proforma build-out (${session.model_type.name}, ${session.model_type.duration_months} months)`,
      subject: 'Your Clearpath proforma build-out is scheduled',
      update: false,
      start: session.scheduled_at,
      minutes: MEETING_MINUTES.proforma,
      meetingLink: session.meeting_link,
      page: { label: 'Watch your proforma take shape live during the session', url: liveUrl(d.appUrl, session.token) },
      // The session's notes are the recruiter's (docs/proforma.md): not in the recruit's e-mail.
      uid: `proforma-${session.id}@clearpath`,
      sequence: 0,
      actorId: user.sub,
    });
    await logActivity(tx, {
      recruitId: recruit.id,
      actorId: user.sub,
      action: 'proforma_scheduled',
      details: { session_id: id, model_type: model.model_type, scheduled_at: at.toISOString() },
    });
    if (user.type === 'recruit') {
      await notifyRecruiterOf(tx, recruit.id, {
        title: 'Proforma scheduled',
        message: `{name} scheduled a ${model.name} proforma build-out for ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        type: 'info',
      });
    }
    return id;
  });
  return getSession(d, user, id);
}

/**
 * The dashboards' scheduling (POST /proforma/dashboard/schedule-session/): model type 1 and the first
 * free slot three days ahead, unless the body says otherwise. A recruit may schedule for itself from
 * its dashboard.
 */
export function scheduleFromDashboard(
  d: ServiceDeps,
  user: AccessClaims,
  body: Out<typeof ScheduleSessionBody>,
): Promise<ProformaSessionItem> {
  return createSession(d, user, { ...body, model_type: body.model_type ?? DASHBOARD_MODEL_TYPE_ID });
}

/** One session, for staff or the recruit it belongs to. */
export async function getSession(d: ServiceDeps, user: AccessClaims, id: number): Promise<ProformaSessionItem> {
  const row = await repo.findSession(d.sql, id);
  if (!row) throw notFound('Proforma session not found');
  assertCanSeeRecruit(user, row.recruit_id);
  return serializeSession(row, d.appUrl, readerOf(user));
}

/** Sessions newest first; a recruit sees only its own whatever the filter says. */
export async function listSessions(
  d: ServiceDeps,
  user: AccessClaims,
  q: Out<typeof ProformaSessionsQuery>,
  url: string,
): Promise<Paginated<ProformaSessionItem>> {
  const { limit, offset, page } = pageOf({ page: q.page }, PAGE_SIZE);
  const recruitId = ownRecruitScope(user) ?? q.recruit;
  const { rows, count } = await repo.listSessions(d.sql, { recruitId, status: q.status, limit, offset });
  return { results: rows.map((r) => serializeSession(r, d.appUrl, readerOf(user))), count, next: nextPageUrl(url, page, limit, count) };
}

/** The refusal of a move the session's state does not allow. */
function refuseMove(from: ProformaStatus, to: ProformaStatus): never {
  if (from === 'completed') throw conflict('This session is already completed');
  throw conflict(`Cannot move a session from "${PROFORMA_STATUS_LABELS[from]}" to "${PROFORMA_STATUS_LABELS[to]}"`);
}

/** scheduled → in_progress (start_session). */
export async function startSession(d: ServiceDeps, user: AccessClaims, id: number): Promise<ProformaSessionItem> {
  await transaction(d.sql, async (tx) => {
    const s = await repo.findSession(tx, id, { lock: true });
    if (!s) throw notFound('Proforma session not found');
    if (PROFORMA_NEXT[s.status] !== 'in_progress') refuseMove(s.status, 'in_progress');
    await repo.markStarted(tx, id);
    await logActivity(tx, { recruitId: s.recruit_id, actorId: user.sub, action: 'proforma_started', details: { session_id: id } });
  });
  return getSession(d, user, id);
}

/**
 * in_progress → completed (complete_session): completed_at set, and the recruit moves to
 * proforma_completed where the pipeline allows (through proforma_scheduled when it was skipped).
 */
export async function completeSession(d: ServiceDeps, user: AccessClaims, id: number): Promise<ProformaSessionItem> {
  await transaction(d.sql, async (tx) => {
    const s = await repo.findSession(tx, id, { lock: true });
    if (!s) throw notFound('Proforma session not found');
    if (PROFORMA_NEXT[s.status] !== 'completed') refuseMove(s.status, 'completed');
    await fillMissingRequired(tx, user.sub, s);
    await repo.markCompleted(tx, id);
    const recruit = present(await findNurtureRecruit(tx, s.recruit_id), 'The session recruit');
    const notes = `${s.model_type.name} proforma completed`;
    if (!canTransition(recruit.status, 'proforma_completed') && canTransition(recruit.status, 'proforma_scheduled')) {
      await changeRecruitStatus(tx, { recruitId: recruit.id, to: 'proforma_scheduled', actorId: user.sub, notes });
      await changeRecruitStatus(tx, { recruitId: recruit.id, to: 'proforma_completed', actorId: user.sub, notes });
    } else if (canTransition(recruit.status, 'proforma_completed')) {
      await changeRecruitStatus(tx, { recruitId: recruit.id, to: 'proforma_completed', actorId: user.sub, notes });
    }
    await logActivity(tx, { recruitId: s.recruit_id, actorId: user.sub, action: 'proforma_completed', details: { session_id: id } });
    await emitEvent(tx, 'proforma.completed', { recruit_id: s.recruit_id, session_id: id });
  });
  return getSession(d, user, id);
}

/** PATCH status: the same two moves; anything else is a 409. */
export async function patchStatus(d: ServiceDeps, user: AccessClaims, id: number, to: ProformaStatus): Promise<ProformaSessionItem> {
  if (to === 'in_progress') return startSession(d, user, id);
  if (to === 'completed') return completeSession(d, user, id);
  const s = await repo.findSession(d.sql, id);
  if (!s) throw notFound('Proforma session not found');
  return refuseMove(s.status, to);
}
