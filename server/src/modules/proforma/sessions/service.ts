// Proforma sessions (docs/proforma.md, "Sessions"): scheduling with its invitation e-mail and reads
// limited to what the caller may see; the moves between states are in moves.ts.
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.ts';
import { pageOf, pagedAnswer } from '../../../lib/paging.ts';
import { present } from '../../../lib/present.ts';
import { newToken } from '../../../lib/tokens.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import type { Paged } from '@shared/schemas/common.ts';
import { DASHBOARD_DAYS_AHEAD, DASHBOARD_MODEL_TYPE_ID, PROFORMA_SELF_SCHEDULE_STATUSES } from '@shared/domain/proforma.ts';
import { canTransition } from '@shared/domain/pipeline-transitions.ts';
import type { CreateProformaSessionBody, ProformaSessionsQuery, ScheduleSessionBody } from '@shared/schemas/proforma.ts';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses.ts';
import { logActivity } from '../../activity/repo.ts';
import { findNurtureRecruit } from '../../nurture/recruit-repo.ts';
import { assertRecruitVisible, recruitScope } from '../../recruits/visibility.ts';
import { changeRecruitStatus } from '../../recruits/status.ts';
import { assertPhaseAction } from '../../recruits/journey.ts';
import { queueInvitation } from '../../scheduling/invitation.ts';
import { placeBooking, tellRecruiterOfBooking } from '../../scheduling/service.ts';
import { MEETING_MINUTES } from '@shared/domain/scheduling.ts';
import { findModelType } from '../catalog/repo.ts';
import { liveUrl, readerOf, serializeSession } from './serialize.ts';
import * as repo from './repo.ts';

const PAGE_SIZE = 20;

type NewSession = CreateProformaSessionBody & { time_zone?: string };

/**
 * Schedules a session (staff, POST /proforma/sessions/; the dashboards through scheduleFromDashboard).
 * Without a time the first free slot three days ahead in the recruit's zone is taken; without a link
 * a meeting room is made (docs/scheduling.md).
 */
export async function createSession(
  deps: Deps,
  user: AccessClaims,
  body: Omit<NewSession, 'scheduled_at'> & { scheduled_at?: string },
): Promise<ProformaSessionItem> {
  const id = await transaction(deps.sql, async (tx) => {
    const recruit = await findNurtureRecruit(tx, body.recruit);
    if (!recruit) throw notFound('Recruit not found');
    if (user.type === 'recruit' && !PROFORMA_SELF_SCHEDULE_STATUSES.includes(recruit.status)) {
      throw forbidden('A proforma session can be scheduled from your dashboard once discovery access is expanded');
    }
    await assertPhaseAction(tx, recruit.id, 'schedule_proforma');
    const model = await findModelType(tx, body.model_type);
    if (!model) throw badRequest('Unknown model type', { model_type: ['Unknown model type'] });
    const { at, link } = await placeBooking(tx, recruit, {
      scheduledAt: body.scheduled_at,
      meetingLink: body.meeting_link,
      room: { base: deps.config.meetingBaseUrl, label: 'Proforma' },
      minutes: MEETING_MINUTES.proforma,
      daysAhead: DASHBOARD_DAYS_AHEAD,
      browserZone: body.time_zone,
    });
    const id = await repo.insertSession(tx, {
      recruitId: recruit.id,
      modelTypeId: model.id,
      token: newToken(),
      at,
      link,
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
      page: { label: 'Watch your proforma take shape live during the session', url: liveUrl(deps.config.appUrl, session.token) },
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
      await tellRecruiterOfBooking(tx, recruit.id, { title: 'Proforma scheduled', what: `a ${model.name} proforma build-out`, at });
    }
    return id;
  });
  return getSession(deps, user, id);
}

/**
 * The dashboards' scheduling (POST /proforma/dashboard/schedule-session/): model type 1 and the first
 * free slot three days ahead, unless the body says otherwise. A recruit may schedule for itself from
 * its dashboard.
 */
export async function scheduleFromDashboard(deps: Deps, user: AccessClaims, body: ScheduleSessionBody): Promise<ProformaSessionItem> {
  await assertRecruitVisible(deps.sql, user, body.recruit);
  return createSession(deps, user, { ...body, model_type: body.model_type ?? DASHBOARD_MODEL_TYPE_ID });
}

/** One session, for staff or the recruit it belongs to. */
export async function getSession(deps: Deps, user: AccessClaims, id: number): Promise<ProformaSessionItem> {
  const row = await repo.findSession(deps.sql, id);
  if (!row) throw notFound('Proforma session not found');
  await assertRecruitVisible(deps.sql, user, row.recruit_id, { hidden: 'Proforma session not found' });
  return serializeSession(row, deps.config.appUrl, readerOf(user));
}

/** Sessions newest first, of the recruits the user sees; a recruit sees only its own whatever the filter says. */
export async function listSessions(
  deps: Deps,
  user: AccessClaims,
  q: ProformaSessionsQuery,
  url: string,
): Promise<Paged<ProformaSessionItem>> {
  const page = pageOf(q, PAGE_SIZE);
  const { scope } = await recruitScope(deps.sql, user, 's.recruit_id', q.recruit);
  const { rows, count } = await repo.listSessions(deps.sql, { scope, status: q.status, limit: page.limit, offset: page.offset });
  const reader = readerOf(user);
  return pagedAnswer(
    url,
    page,
    count,
    rows.map((r) => serializeSession(r, deps.config.appUrl, reader)),
  );
}
