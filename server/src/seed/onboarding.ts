import { transaction, type Sql } from '../db/connect.ts';
import { present } from '../lib/present.ts';
import { newToken } from '../lib/tokens.ts';
import { DEMO_ACCOUNTS } from '@shared/schemas/auth.ts';
import { deriveProcessStatus, type TaskStatus } from '@shared/domain/onboarding.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import { findUserByEmail } from '../modules/auth/repo.ts';
import { insertRequest } from '../modules/onboarding/requests/repo.ts';
import { insertDepartment, insertTemplate, insertWorkstream } from '../modules/onboarding/setup/repo.ts';
import { templateValues } from '../modules/onboarding/setup/service.ts';
import { advanceRecruit } from '../modules/onboarding/processes/recruit-moves.ts';
import { ONBOARDING_CATALOGUE, STANDARD_PACKAGE } from './onboarding-catalogue.ts';
import type { SeedContext } from './context.ts';

const DAY = 24 * 60 * 60 * 1000;
type Template = {
  id: number;
  key: string;
  department_id: number;
  workstream_id: number;
  department: string;
  workstream: string;
  title: string;
  description: string;
  instructions: string;
  priority: string;
  due: number;
  weight: number;
};
type SeedRecruit = {
  id: number;
  first_name: string;
  last_name: string;
  status: RecruitStatus;
  changed_at: Date;
  previous: RecruitStatus | null;
  initiated_at: Date | null;
};

const COMPANIES = [
  'Summit Home Loans',
  'Harbor Mortgage',
  'Bluebird Lending',
  'Crescent Funding',
  'Northpoint Mortgage',
  'Pioneer Home Finance',
];

/** Request form answers that differ per recruit but are the same on every fresh database. */
const answers = (n: number) => ({
  preferred_start_date: new Date(Date.now() + (14 + n * 3) * DAY).toISOString().slice(0, 10),
  current_company: COMPANIES[n % COMPANIES.length],
  current_role: n % 2 ? 'Senior Loan Officer' : 'Branch Manager',
  years_experience: 3 + ((n * 5) % 14),
  has_team: n % 2 === 0,
  team_size: n % 2 === 0 ? 2 + (n % 4) : null,
  current_volume: `$${24 + n * 6}M a year, about ${6 + n} loans a month`,
  special_requirements: n % 3 === 0 ? 'Needs a Spanish-language landing page' : '',
  notes: n % 2 ? 'Referred by a current branch manager.' : '',
});

/**
 * Five departments with workstreams and 20 templates, then requests in every status and processes
 * matching the seeded recruits' statuses: pending for onboarding_requested (and one recruit moved
 * there from clearview_completed), rejected for one proforma_completed recruit, approved with a
 * process for onboarding_initiated (the first with tasks in mixed statuses), completed for onboarded.
 * Runs after the recruits seed; the demo recruit account (ClearView completed) is left free to ask.
 */
export async function seedOnboarding({ sql, log }: SeedContext): Promise<void> {
  const recruiter = (await findUserByEmail(sql, DEMO_ACCOUNTS[0].email))?.id ?? null;
  await transaction(sql, async (tx) => {
    const templates = await seedCatalogue(tx);
    const recruits = await tx<SeedRecruit[]>`
      select r.id, r.first_name, r.last_name, r.status, r.status_changed_at as changed_at,
             (select t.previous_stage from status_timeline t where t.recruit_id = r.id order by t.created_at desc, t.id desc limit 1) as previous,
             (select t.created_at from status_timeline t where t.recruit_id = r.id and t.stage = 'onboarding_initiated' order by t.created_at limit 1) as initiated_at
      from recruits r where lower(r.email) <> lower(${DEMO_ACCOUNTS[1].email}) order by r.id`;
    const at = (s: RecruitStatus) => recruits.filter((r) => r.status === s);
    let n = 0;
    const request = (r: SeedRecruit, status: 'pending' | 'approved' | 'rejected' | 'completed', created: Date, decided: Date | null) =>
      tx<{ id: number }[]>`
        insert into onboarding_requests ${tx({
          recruit_id: r.id,
          status,
          source: n % 2 ? 'recruit' : 'recruiter',
          ...answers(n++),
          previous_recruit_status: r.previous,
          created_by: recruiter,
          decided_by: decided ? recruiter : null,
          decided_at: decided,
          created_at: created,
          updated_at: decided ?? created,
        })}
        returning id`.then(([row]) => row.id);

    for (const r of at('onboarding_requested')) await request(r, 'pending', r.changed_at, null);
    const [fresh] = at('clearview_completed');
    if (fresh) {
      await insertRequest(tx, {
        recruit_id: fresh.id,
        source: 'recruit',
        status: 'pending',
        previous_recruit_status: fresh.status,
        created_by: recruiter,
        ...answers(n++),
      });
      await advanceRecruit(tx, { recruitId: fresh.id, to: 'onboarding_requested', actorId: recruiter, notes: 'Onboarding requested' });
    }
    const [turnedDown] = at('proforma_completed');
    if (turnedDown) await request(turnedDown, 'rejected', new Date(Date.now() - 12 * DAY), new Date(Date.now() - 11 * DAY));
    for (const [i, r] of at('onboarding_initiated').entries()) {
      const started = r.initiated_at ?? r.changed_at;
      const id = await request(r, 'approved', new Date(started.getTime() - DAY), started);
      await seedProcess(tx, r, id, started, templates, i === 0 ? 'mixed' : 'early', recruiter);
    }
    for (const r of at('onboarded')) {
      const started = r.initiated_at ?? new Date(r.changed_at.getTime() - 20 * DAY);
      const id = await request(r, 'completed', new Date(started.getTime() - DAY), started);
      await seedProcess(tx, r, id, started, templates, 'done', recruiter, r.changed_at);
    }
  });
  log('Seeded onboarding: 5 departments, 20 templates, requests and processes.');
}

/** The demo catalogue, written through the same repo and template defaults as the setup screens. */
async function seedCatalogue(sql: Sql): Promise<Template[]> {
  const out: Template[] = [];
  for (const [i, d] of ONBOARDING_CATALOGUE.entries()) {
    const { name, email, description } = d;
    const departmentId = await insertDepartment(sql, { name, email, description, is_active: true, order: i + 1, access_key: newToken() });
    for (const w of d.workstreams) {
      const workstreamId = await insertWorkstream(sql, departmentId, w.name);
      for (const [order, x] of w.templates.entries()) {
        const fields = {
          title: x.title,
          description: x.description,
          priority: x.priority,
          detailed_instructions: x.instructions,
          email_subject: x.subject,
          email_body: x.body,
          due_days_offset: x.due,
          weight_percentage: x.weight,
          order,
          is_conditional: !!x.condition,
          condition_field: x.condition,
        };
        const id = await insertTemplate(sql, templateValues(fields, workstreamId));
        out.push({
          ...x,
          id,
          department_id: departmentId,
          workstream_id: workstreamId,
          department: d.name,
          workstream: w.name,
          instructions: x.instructions ?? '',
        });
      }
    }
  }
  return out;
}

/** Status of the i-th task: mixed = 5 done, 2 in progress, 1 blocked; early = 2 done, 1 in progress; done = all. */
function taskStatus(kind: 'mixed' | 'early' | 'done', i: number): TaskStatus {
  if (kind === 'done') return 'completed';
  const done = kind === 'mixed' ? 5 : 2;
  if (i < done) return 'completed';
  if (i < done + (kind === 'mixed' ? 2 : 1)) return 'in_progress';
  if (kind === 'mixed' && i === done + 2) return 'blocked';
  return 'pending';
}

async function seedProcess(
  sql: Sql,
  r: SeedRecruit,
  requestId: number,
  started: Date,
  templates: Template[],
  kind: 'mixed' | 'early' | 'done',
  recruiter: number | null,
  finished?: Date,
): Promise<void> {
  const [{ id: processId }] = await sql<{ id: number }[]>`
    insert into onboarding_processes (recruit_id, request_id, initiated_by, initiated_at, target_start_date)
    values (${r.id}, ${requestId}, ${recruiter}, ${started}, ${new Date(started.getTime() + 21 * DAY).toISOString().slice(0, 10)})
    returning id`;
  const chosen = STANDARD_PACKAGE.map((key) =>
    present(
      templates.find((t) => t.key === key),
      `The seeded template ${key}`,
    ),
  );
  // The in-progress demo shows late tasks: its due dates count from at least six days ago.
  const dueFrom = kind === 'mixed' ? Math.min(started.getTime(), Date.now() - 6 * DAY) : started.getTime();
  const statuses: TaskStatus[] = [];
  for (const [i, t] of chosen.entries()) {
    const status = taskStatus(kind, i);
    statuses.push(status);
    const due = new Date(dueFrom + t.due * DAY);
    const completedAt =
      status !== 'completed'
        ? null
        : finished && i === chosen.length - 1
          ? finished
          : new Date(Math.min(started.getTime() + (t.due - 0.5) * DAY, (finished ?? new Date()).getTime()));
    await sql`
      insert into onboarding_tasks ${sql({
        process_id: processId,
        template_id: t.id,
        department_id: t.department_id,
        workstream_id: t.workstream_id,
        department_name: t.department,
        workstream_name: t.workstream,
        title: t.title,
        description: t.description,
        detailed_instructions: t.instructions,
        status,
        priority: t.priority,
        due_date: due.toISOString().slice(0, 10),
        weight_percentage: t.weight,
        notes: i === 0 ? 'Priority hire — please turn around quickly.' : '',
        completed_at: completedAt,
        created_at: started,
      })}`;
  }
  const status = deriveProcessStatus(statuses);
  await sql`update onboarding_processes set status = ${status}, completed_at = ${status === 'completed' ? (finished ?? new Date()) : null} where id = ${processId}`;
}
