import type { Deps } from '../../../deps.ts';
import { present } from '../../../lib/present.ts';
import { transaction } from '../../../db/connect.ts';
import { isUniqueViolation } from '../../../db/sql-helpers.ts';
import { conflict, forbidden, notFound } from '../../../lib/http-error.ts';
import { pageOf, pagedAnswer } from '../../../lib/paging.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { RECRUITING_SOURCES, type RecruitingSource } from '@shared/domain/recruiting-sources.ts';
import { PIPELINE_FILTER_STAGES, STATUS_LABELS } from '@shared/domain/recruit-status.ts';
import {
  DUPLICATE_RECRUIT_EMAIL,
  RECRUITS_PAGE_SIZE,
  type Recruit,
  type RecruitCreateInput,
  type RecruitFilters,
  type RecruitListQuery,
  type RecruitListResponse,
  type RecruitPatchInput,
} from '@shared/schemas/recruits.ts';
import { logActivity } from '../../activity/repo.ts';
import { refreshProfileCompletion } from '../../profile/service.ts';
import { assertRecruitVisible } from '../visibility.ts';
import * as repo from '../repo.ts';
import { serializeRecruit } from '../serialize.ts';
import { assertPlainStatusChange, changeRecruitStatus } from '../status.ts';
import { listRecruits } from './repo.ts';
import { pipelineCondition } from './filter.ts';
import { reassignRecruit } from './owner.ts';
import { emitEvent } from '../../webhooks/outbox.ts';

const duplicateEmail = () => conflict(DUPLICATE_RECRUIT_EMAIL, { email: [DUPLICATE_RECRUIT_EMAIL] });

/** The recruit as the given user may see it (404 when missing or hidden from staff, 403 for another recruit's). */
export async function getRecruitFor(deps: Deps, user: AccessClaims, id: number): Promise<Recruit> {
  await assertRecruitVisible(deps.sql, user, id);
  const row = await repo.findRecruitById(deps.sql, id);
  if (!row) throw notFound('Recruit not found');
  return serializeRecruit(row, { forRecruit: user.type === 'recruit' });
}

/** One page of the pipeline, filtered and ordered, of the recruits the user sees (a recruit user: only their own record). */
export async function listRecruitsPage(
  deps: Deps,
  user: AccessClaims,
  q: RecruitListQuery,
  requestUrl: string,
): Promise<RecruitListResponse> {
  const page = pageOf(q, RECRUITS_PAGE_SIZE);
  const { rows, count } = await listRecruits(deps.sql, pipelineCondition(deps.sql, user, q), {
    ordering: q.ordering ?? '-created_at',
    limit: page.limit,
    offset: page.offset,
  });
  const results = rows.map((r) => serializeRecruit(r, { forRecruit: user.type === 'recruit' }));
  return pagedAnswer(requestUrl, page, count, results);
}

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

/** The pipeline's filter choices with their labels. */
export function recruitFilters(): RecruitFilters {
  return FILTERS;
}

/** Creates a recruit owned by the creating recruiter, at profile_created, with its first timeline entry. */
export async function createRecruit(deps: Deps, actorId: number, body: RecruitCreateInput): Promise<Recruit> {
  try {
    const id = await transaction(deps.sql, async (tx) => {
      if (await repo.findRecruitIdByEmail(tx, body.email)) throw duplicateEmail();
      const id = await repo.insertRecruit(tx, { ...body, nmls_id: body.nmls_id ?? null, recruiter_id: actorId });
      await repo.insertTimelineEntry(tx, { recruitId: id, stage: 'profile_created', previousStage: null, actorId, daysInStage: null });
      // The record's name, e-mail and phone count in the profile's completion from the start.
      await refreshProfileCompletion(tx, id);
      await logActivity(tx, {
        recruitId: id,
        actorId,
        action: 'recruit_created',
        details: { name: `${body.first_name} ${body.last_name}`, email: body.email, recruiting_source: body.recruiting_source },
      });
      await emitEvent(tx, 'recruit.created', { recruit_id: id });
      return id;
    });
    return serializeRecruit(present(await repo.findRecruitById(deps.sql, id), 'The recruit just written'));
  } catch (err) {
    // Two creates with one e-mail at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(err, 'recruits_email_key')) throw duplicateEmail();
    throw err;
  }
}

/**
 * Staff edit fields, move the status and reassign the owner (owner.ts); a recruit user may only request onboarding on their own
 * record. Field edits and the status move commit together. A move that has its own action
 * (docs/pipeline.md) is refused here; the actions move the recruit themselves.
 */
export async function patchRecruit(deps: Deps, user: AccessClaims, id: number, body: RecruitPatchInput): Promise<Recruit> {
  await assertRecruitVisible(deps.sql, user, id);
  if (user.type === 'recruit') {
    const onlyStatus = Object.entries(body).every(([k, v]) => v === undefined || k === 'status');
    if (!onlyStatus || body.status !== 'onboarding_requested') {
      throw forbidden('A recruit can only request onboarding (status onboarding_requested)');
    }
  }
  const { status, recruiter, ...fields } = body;
  await transaction(deps.sql, async (tx) => {
    if (recruiter !== undefined) await reassignRecruit(tx, user.sub, id, recruiter);
    const current = await repo.lockRecruitStatus(tx, id);
    if (!current) throw notFound('Recruit not found');
    if (status !== undefined) await assertPlainStatusChange(tx, id, current.status, status);
    const edited = Object.keys(fields).filter((k) => fields[k as keyof typeof fields] !== undefined);
    if (edited.length) {
      await repo.updateRecruitFields(tx, id, fields);
      await logActivity(tx, { recruitId: id, actorId: user.sub, action: 'recruit_updated', details: { fields: edited } });
    }
    if (status !== undefined) await changeRecruitStatus(tx, { recruitId: id, to: status, actorId: user.sub });
  });
  // Read without asking again: a recruiter who just handed their recruit on still gets the answer.
  const row = present(await repo.findRecruitById(deps.sql, id), 'The recruit just written');
  return serializeRecruit(row, { forRecruit: user.type === 'recruit' });
}
