import { transaction, type Sql } from '../../../db/connect.ts';
import { ONBOARDING_MESSAGES } from '../../../../../shared/domain/onboarding.ts';
import { present } from '../../../lib/present.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { assertCanSeeRecruit, ownRecruitId } from '../../recruits/guard.ts';
import { STATUS_LABELS, type RecruitStatus } from '../../../../../shared/domain/recruit-status.ts';
import { canTransition } from '../../../../../shared/domain/pipeline-transitions.ts';
import type {
  InitiateOnboardingBody,
  InitiateProcessBody,
  OnboardingProcess,
  OnboardingRequest,
} from '../../../../../shared/schemas/onboarding.ts';
import { findRecruitById, type RecruitRow } from '../../recruits/repo.ts';
import { ensureProcess } from '../requests/approval.ts';
import type { ServiceDeps, Out } from '../../../lib/service-deps.ts';
import { loadProcess } from './service.ts';
import * as processes from './repo.ts';
import * as requests from '../requests/repo.ts';
import { advanceRecruit } from './recruit-moves.ts';
import { serializeRequest } from '../requests/serialize.ts';

const fullName = (r: RecruitRow) => `${r.first_name} ${r.last_name}`;

async function loadRecruit(sql: Sql, id: number): Promise<RecruitRow> {
  const recruit = await findRecruitById(sql, id);
  if (!recruit) throw notFound('Recruit not found');
  return recruit;
}

async function refuseIfStarted(sql: Sql, recruit: RecruitRow): Promise<void> {
  if (await processes.findProcessIdByRecruit(sql, recruit.id)) throw conflict(`${fullName(recruit)} already has an onboarding process.`);
  if (recruit.status === 'onboarded') throw conflict(`${fullName(recruit)} is already onboarded.`);
}

const STAFF_START_TOO_EARLY = (label: string) => `Onboarding can be initiated once ClearView is completed (current status: ${label}).`;

/**
 * Staff start onboarding (processes/initiate/, POST /onboarding/processes/): creates the process,
 * then sets the recruit onboarding_initiated. A pending request of the recruit is approved by it.
 */
export async function initiateByStaff(d: ServiceDeps, actorId: number, body: Out<typeof InitiateProcessBody>): Promise<OnboardingProcess> {
  const processId = await transaction(d.sql, async (tx) => {
    const recruit = await loadRecruit(tx, body.recruit);
    await refuseIfStarted(tx, recruit);
    const pending = await requests.findLiveRequest(tx, recruit.id);
    // Without a pending request, staff may start onboarding only where the pipeline rule allows it.
    if (pending?.status !== 'pending' && !canTransition(recruit.status as RecruitStatus, 'onboarding_initiated')) {
      throw conflict(STAFF_START_TOO_EARLY(STATUS_LABELS[recruit.status as RecruitStatus] ?? recruit.status));
    }
    if (pending?.status === 'pending') await requests.decideRequest(tx, pending.id, 'approved', actorId);
    const process = await ensureProcess(tx, {
      recruitId: recruit.id,
      requestId: pending?.id ?? null,
      actorId,
      targetStartDate: body.target_start_date ?? null,
      notes: body.notes ?? '',
    });
    await advanceRecruit(tx, { recruitId: recruit.id, to: 'onboarding_initiated', actorId, notes: 'Onboarding initiated by staff' });
    return process.id;
  });
  return loadProcess(d.sql, processId);
}

const DIRECT_START_NEEDS_CLEARVIEW = (label: string) =>
  `Onboarding can only be started directly once ClearView is completed (current status: ${label}).`;

/**
 * The recruit's direct start (requests/initiate_onboarding/): allowed only at clearview_completed.
 * It records an approved request (source "direct", with the notes) and creates the process.
 */
export async function initiateDirect(
  d: ServiceDeps,
  user: AccessClaims,
  body: Out<typeof InitiateOnboardingBody>,
): Promise<{ message: string; request: OnboardingRequest; process: OnboardingProcess }> {
  const recruitId = directStartRecruit(user, body.recruit_id ?? null);
  const actorId = user.sub;
  const notes = body.notes ?? '';
  const ids = await transaction(d.sql, async (tx) => {
    const recruit = await loadRecruit(tx, recruitId);
    await refuseIfStarted(tx, recruit);
    if (recruit.status !== 'clearview_completed') throw conflict(DIRECT_START_NEEDS_CLEARVIEW(STATUS_LABELS[recruit.status]));
    const live = await requests.findLiveRequest(tx, recruit.id);
    let requestId = live?.id;
    if (live?.status === 'pending') await requests.decideRequest(tx, live.id, 'approved', actorId);
    requestId ??= await requests.insertRequest(tx, {
      recruit_id: recruit.id,
      source: 'direct',
      status: 'approved',
      previous_recruit_status: recruit.status,
      created_by: actorId,
      preferred_start_date: null,
      current_company: '',
      current_role: '',
      years_experience: null,
      has_team: false,
      team_size: null,
      current_volume: '',
      special_requirements: '',
      notes,
    });
    const process = await ensureProcess(tx, { recruitId: recruit.id, requestId, actorId, targetStartDate: null, notes });
    await advanceRecruit(tx, { recruitId: recruit.id, to: 'onboarding_initiated', actorId, notes: 'Onboarding started directly' });
    return { requestId, processId: process.id };
  });
  return {
    message: ONBOARDING_MESSAGES.onboardingInitiated,
    request: serializeRequest(present(await requests.findRequest(d.sql, ids.requestId), 'The request just written')),
    process: await loadProcess(d.sql, ids.processId),
  };
}

/** Whose onboarding a direct start is for: a recruit user's own record; a recruiter names one (400 without). */
function directStartRecruit(user: AccessClaims, named: number | null): number {
  if (user.type === 'recruit') {
    if (named !== null) assertCanSeeRecruit(user, named);
    return ownRecruitId(user);
  }
  if (named === null) throw badRequest('Recruit is required', { recruit_id: ['Recruit is required'] });
  return named;
}
