import type { Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import type { Email } from '../../messages/queue.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';
import { completionUrl } from './serialize.ts';
import { dashboardUrl } from '../setup/serialize.ts';

/** Everything a department's task e-mail is built from. */
export type TaskMail = {
  department: { id: number; name: string; email: string; access_key: string };
  task: {
    uuid: string;
    title: string;
    description: string;
    priority: string;
    due_date: string | null;
    notes: string;
    workstream_name: string;
  };
  recruit: { id: number; name: string; email: string };
  template: { email_subject: string; email_body: string };
};

/** The placeholders a template's email_subject and email_body may use (docs/onboarding.md). */
const TASK_MAIL_PLACEHOLDERS = [
  'recruit_name',
  'recruit_email',
  'task_title',
  'task_description',
  'priority',
  'due_date',
  'department_name',
  'workstream_name',
  'notes',
  'completion_link',
  'dashboard_link',
] as const;

const DEFAULT_SUBJECT = 'New onboarding task: {task_title} for {recruit_name}';
const DEFAULT_BODY = `Hello {department_name} team,

A new onboarding task is assigned to your department for {recruit_name} ({recruit_email}).

Task: {task_title}
Workstream: {workstream_name}
Priority: {priority}
Due: {due_date}

{task_description}`;

/** "March 3, 2025" for a YYYY-MM-DD date; "no due date" when there is none. */
export function longDate(date: string | Date | null): string {
  if (!date) return 'no due date';
  const d = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The e-mail for one new task: the template's subject and body (or the defaults when blank) with
 * placeholders filled. The completion link and the department dashboard link are always in it:
 * appended when the body does not place them itself.
 */
function buildTaskMail(m: TaskMail, appUrl: string): Email {
  const completion = completionUrl(appUrl, m.task.uuid);
  const dashboard = dashboardUrl(appUrl, m.department.id, m.department.access_key);
  const values: Record<(typeof TASK_MAIL_PLACEHOLDERS)[number], string> = {
    recruit_name: m.recruit.name,
    recruit_email: m.recruit.email,
    task_title: m.task.title,
    task_description: m.task.description,
    priority: m.task.priority.toUpperCase(),
    due_date: longDate(m.task.due_date),
    department_name: m.department.name,
    workstream_name: m.task.workstream_name,
    notes: m.task.notes,
    completion_link: completion,
    dashboard_link: dashboard,
  };
  const subject = fillPlaceholders(m.template.email_subject.trim() || DEFAULT_SUBJECT, values)
    .replace(/\s+/g, ' ')
    .trim();
  let text = fillPlaceholders(m.template.email_body.trim() || DEFAULT_BODY, values);
  if (m.task.notes && !(m.template.email_body ?? '').includes('{notes}')) text += `\n\nNotes: ${m.task.notes}`;
  if (!text.includes(completion)) text += `\n\nMark this task complete: ${completion}`;
  if (!text.includes(dashboard)) text += `\n\nYour department's task dashboard: ${dashboard}`;
  return {
    recruitId: m.recruit.id,
    to: m.department.email,
    type: 'notification',
    subject: subject.slice(0, 255),
    text: `${text}\n`,
    links: [completion, dashboard],
  };
}

/**
 * Queues each new task's e-mail in the transaction that creates the tasks (docs/nurture.md,
 * "Delivery"): the tasks and their e-mails commit together, and a failing SMTP server only delays
 * the e-mail.
 */
export async function queueTaskMails(deps: Deps, tx: Sql, mails: TaskMail[]): Promise<void> {
  for (const mail of mails) await deps.messages.queueEmail(tx, buildTaskMail(mail, deps.config.appUrl));
}
