// Starting onboarding always gives the departments their tasks (docs/onboarding.md, "Every start
// makes tasks"): approval, staff initiation and the recruit's direct start all come here, in their
// own transaction. The templates are the ones chosen, or, when none are named, every default
// template of the active departments; a start that would leave the process without tasks while
// templates exist is refused and nothing of it is written.
import type { Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { present } from '../../../lib/present.ts';
import { ONBOARDING_MESSAGES } from '@shared/domain/onboarding.ts';
import { logActivity } from '../../activity/repo.ts';
import { anyTemplateExists, findDefaultTemplates, type DepartmentRow, type TemplateRow } from '../setup/repo.ts';
import { createTasks, loadActiveDepartments, resolveApprovalChoices } from '../tasks/factory.ts';
import { queueTaskMails } from '../tasks/mail.ts';
import * as requests from '../requests/repo.ts';
import * as processes from './repo.ts';
import { advanceRecruit } from './recruit-moves.ts';
import { recomputeProcess } from './service.ts';

/** What a start names: per department the template ids (left out: the defaults), and a note per template. */
type TaskChoice = {
  departments?: { id: number; template_ids: number[] }[] | null;
  task_notes?: Record<string, string | null | undefined> | null;
};

type Picked = { departments: Map<number, DepartmentRow>; templates: TemplateRow[]; defaults: boolean };

const refuse = (text: string) => badRequest(text, { departments: [text] });

/** The recruit's process: the existing one (linked to the request when it had none) or a new one. */
async function ensureProcess(
  sql: Sql,
  v: { recruitId: number; requestId: number | null; actorId: number | null; targetStartDate: string | null; notes: string },
): Promise<{ id: number; created: boolean }> {
  const id = await processes.insertProcess(sql, {
    recruit_id: v.recruitId,
    request_id: v.requestId,
    initiated_by: v.actorId,
    target_start_date: v.targetStartDate,
    notes: v.notes,
  });
  if (!id) {
    const existing = present(await processes.findProcessIdByRecruit(sql, v.recruitId), 'The existing process');
    if (v.requestId) await processes.attachRequest(sql, existing, v.requestId, v.targetStartDate);
    return { id: existing, created: false };
  }
  await logActivity(sql, { recruitId: v.recruitId, actorId: v.actorId, action: 'onboarding_initiated', details: { process_id: id } });
  return { id, created: true };
}

/** The templates of a start: the chosen ones (at least one), or the defaults when none are named. */
async function pickTemplates(tx: Sql, choice: TaskChoice): Promise<Picked> {
  if (choice.departments === undefined || choice.departments === null) {
    const templates = await findDefaultTemplates(tx);
    const departments = await loadActiveDepartments(
      tx,
      templates.map((t) => t.department_id),
    );
    return { departments, templates, defaults: true };
  }
  const chosen = await resolveApprovalChoices(tx, choice.departments);
  if (chosen.templates.length === 0) throw refuse(ONBOARDING_MESSAGES.chooseTemplates);
  return { ...chosen, defaults: false };
}

type Start = {
  request: requests.RequestRow;
  actorId: number | null;
  choice: TaskChoice;
  targetStartDate: string | null;
  notes: string;
  /** The timeline note of the recruit's move to onboarding_initiated. */
  why: string;
};

/**
 * Approves the (pending or already approved) request, makes the recruit's process and its tasks,
 * queues each department's e-mail and moves the recruit to onboarding_initiated. Returns the process
 * and the conditional templates that did not apply.
 */
export async function startOnboarding(deps: Deps, tx: Sql, s: Start): Promise<{ processId: number; skipped: number[] }> {
  const { request } = s;
  const picked = await pickTemplates(tx, s.choice);
  const process = await ensureProcess(tx, {
    recruitId: request.recruit_id,
    requestId: request.id,
    actorId: s.actorId,
    targetStartDate: s.targetStartDate ?? request.preferred_start_date,
    notes: s.notes,
  });
  await processes.lockProcess(tx, process.id);
  const recruit = {
    id: request.recruit_id,
    name: `${request.recruit_first_name} ${request.recruit_last_name}`,
    email: request.recruit_email,
  };
  const made = await createTasks(
    tx,
    { processId: process.id, recruit, request },
    picked.templates,
    picked.departments,
    s.choice.task_notes ?? {},
  );
  const existing = await processes.tasksOfProcesses(tx, [process.id]);
  if (existing.length === 0 && (await anyTemplateExists(tx))) {
    throw refuse(picked.defaults ? ONBOARDING_MESSAGES.noDefaultTasks : ONBOARDING_MESSAGES.noTasksApply);
  }
  await queueTaskMails(deps, tx, made.mails);
  if (request.status === 'pending') await requests.decideRequest(tx, request.id, 'approved', s.actorId);
  await advanceRecruit(tx, { recruitId: request.recruit_id, to: 'onboarding_initiated', actorId: s.actorId, notes: s.why });
  await recomputeProcess(tx, process.id, s.actorId);
  await logActivity(tx, {
    recruitId: request.recruit_id,
    actorId: s.actorId,
    action: 'onboarding_request_approved',
    details: { request_id: request.id, process_id: process.id, tasks_created: made.created.length },
  });
  return { processId: process.id, skipped: made.skipped };
}

/** The recruit's live request to start from: the pending (or approved) one, or a new approved one. */
export async function requestToStart(
  tx: Sql,
  v: {
    recruitId: number;
    recruitStatus: requests.RequestRow['recruit_status'];
    source: requests.RequestSource;
    actorId: number;
    notes: string;
  },
): Promise<requests.RequestRow> {
  const live = await requests.findLiveRequest(tx, v.recruitId);
  const id =
    live?.id ??
    (await requests.insertRequest(tx, {
      recruit_id: v.recruitId,
      source: v.source,
      status: 'approved',
      previous_recruit_status: v.recruitStatus,
      created_by: v.actorId,
      preferred_start_date: null,
      current_company: '',
      current_role: '',
      years_experience: null,
      has_team: false,
      team_size: null,
      current_volume: '',
      special_requirements: '',
      notes: v.notes,
    }));
  return present(await requests.findRequest(tx, id), 'The request to start from');
}
