// The recruit record: the row every sub-area (pipeline/, invitations/, reports/, discovery-access/)
// and other areas (accept, onboarding, nurture, clearview) read and move. Its JSON is serialize.ts's.
import type { Fragment } from 'postgres';
import type { Sql } from '../../db/connect.ts';
import { updateGivenFields } from '../../db/sql-helpers.ts';
import type { RecruitHoldings } from '@shared/domain/pipeline-transitions.ts';
import type { ClearviewProgress } from '@shared/domain/journey.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import type { RecruitingSource } from '@shared/domain/recruiting-sources.ts';

/** A recruit with what its JSON needs from joined tables (recruiter, discovery access, sessions). */
export type RecruitRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  states_licensed: string[];
  nmls_id: string | null;
  recruiting_source: RecruitingSource;
  notes: string;
  status: RecruitStatus;
  recruiter_id: number | null;
  recruiter_first_name: string | null;
  recruiter_last_name: string | null;
  recruiter_email: string | null;
  profile_completion_percentage: number;
  status_changed_at: Date;
  created_at: Date;
  updated_at: Date;
  discovery_enabled: boolean | null;
  discovery_modules: string[] | null;
  discovery_granted_at: Date | null;
  has_completed_session: boolean;
  /** The state of the recruit's ClearView sessions: completed if one is, else the open one's, else none. */
  clearview_status: ClearviewProgress;
  has_live_onboarding_request: boolean;
  has_onboarding_process: boolean;
};

/** The select list and joins behind RecruitRow; `r` is the recruits alias. */
export const recruitColumns = (sql: Sql): Fragment => sql`
  r.id, r.first_name, r.last_name, r.email, r.phone, r.states_licensed, r.nmls_id, r.recruiting_source,
  r.notes, r.status, r.recruiter_id, u.first_name as recruiter_first_name, u.last_name as recruiter_last_name,
  u.email as recruiter_email, r.profile_completion_percentage, r.status_changed_at, r.created_at, r.updated_at,
  da.is_enabled as discovery_enabled, da.enabled_modules as discovery_modules, da.granted_at as discovery_granted_at,
  exists (select 1 from clearview_sessions s where s.recruit_id = r.id and s.status = 'completed') as has_completed_session,
  (select case when count(*) = 0 then 'none' when bool_or(s.status = 'completed') then 'completed'
               when bool_or(s.status = 'in_progress') then 'in_progress' else 'scheduled' end
   from clearview_sessions s where s.recruit_id = r.id) as clearview_status,
  exists (select 1 from onboarding_requests q where q.recruit_id = r.id and q.status <> 'rejected') as has_live_onboarding_request,
  exists (select 1 from onboarding_processes p where p.recruit_id = r.id) as has_onboarding_process`;

export const recruitJoins = (sql: Sql): Fragment => sql`
  left join users u on u.id = r.recruiter_id
  left join discovery_access da on da.recruit_id = r.id`;

export async function findRecruitById(sql: Sql, id: number): Promise<RecruitRow | undefined> {
  const [row] = await sql<RecruitRow[]>`select ${recruitColumns(sql)} from recruits r ${recruitJoins(sql)} where r.id = ${id}`;
  return row;
}

/** Another recruit holding this e-mail (case-insensitive), if any. */
export async function findRecruitIdByEmail(sql: Sql, email: string, exceptId = 0): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from recruits where lower(email) = lower(${email}) and id <> ${exceptId}`;
  return row?.id;
}

type NewRecruit = Pick<
  RecruitRow,
  'first_name' | 'last_name' | 'email' | 'phone' | 'states_licensed' | 'nmls_id' | 'recruiting_source' | 'notes' | 'recruiter_id'
>;

export async function insertRecruit(sql: Sql, r: NewRecruit): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into recruits (first_name, last_name, email, phone, states_licensed, nmls_id, recruiting_source, notes, recruiter_id)
    values (${r.first_name}, ${r.last_name}, ${r.email}, ${r.phone}, ${r.states_licensed}, ${r.nmls_id},
            ${r.recruiting_source}, ${r.notes}, ${r.recruiter_id})
    returning id`;
  return row.id;
}

type RecruitFieldChanges = Partial<
  Pick<NewRecruit, 'first_name' | 'last_name' | 'email' | 'phone' | 'states_licensed' | 'nmls_id' | 'recruiting_source' | 'notes'>
>;

/** Updates only the given fields (undefined = keep). */
export async function updateRecruitFields(sql: Sql, id: number, changes: RecruitFieldChanges): Promise<void> {
  await updateGivenFields(sql, 'recruits', id, changes);
}

/** Locks the recruit row for a status change; returns its current status and stage start. */
export async function lockRecruitStatus(sql: Sql, id: number): Promise<{ status: RecruitStatus; status_changed_at: Date } | undefined> {
  const [row] = await sql<{ status: RecruitStatus; status_changed_at: Date }[]>`
    select status, status_changed_at from recruits where id = ${id} for update`;
  return row;
}

export async function setRecruitStatus(sql: Sql, id: number, status: RecruitStatus): Promise<void> {
  await sql`update recruits set status = ${status}, status_changed_at = now(), updated_at = now() where id = ${id}`;
}

export async function insertTimelineEntry(
  sql: Sql,
  e: {
    recruitId: number;
    stage: RecruitStatus;
    previousStage: RecruitStatus | null;
    actorId: number | null;
    notes?: string;
    daysInStage: number | null;
  },
): Promise<void> {
  await sql`
    insert into status_timeline (recruit_id, stage, previous_stage, actor_id, notes, days_in_stage)
    values (${e.recruitId}, ${e.stage}, ${e.previousStage}, ${e.actorId}, ${e.notes ?? ''}, ${e.daysInStage})`;
}

/** What the recruit already has that an action would otherwise create (onboarding process, enabled discovery access). */
export async function findRecruitHoldings(sql: Sql, id: number): Promise<RecruitHoldings> {
  const [row] = await sql<RecruitHoldings[]>`
    select exists (select 1 from onboarding_processes p where p.recruit_id = ${id}) as onboarding_process,
           exists (select 1 from discovery_access d where d.recruit_id = ${id} and d.is_enabled) as discovery_access`;
  return row;
}
