import type { Sql } from '../../../db/connect.ts';
import { present } from '../../../lib/present.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { isConditionMet } from '@shared/domain/onboarding.ts';
import type { RequestFields } from '../requests/repo.ts';
import { insertTask } from './repo.ts';
import type { TaskMail } from './mail.ts';
import { findDepartmentsByIds, findTemplatesByIds, type DepartmentRow, type TemplateRow } from '../setup/repo.ts';

const unique = (ids: number[]) => [...new Set(ids)];

/** The templates by id; any unknown id is a 400 naming them, so nothing is written. */
export async function loadTemplates(sql: Sql, ids: number[], field: string): Promise<TemplateRow[]> {
  const templates = await findTemplatesByIds(sql, unique(ids));
  const missing = unique(ids).filter((id) => !templates.some((t) => t.id === id));
  if (missing.length) {
    const msg = `Unknown task template id${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`;
    throw badRequest(msg, { [field]: [msg] });
  }
  return templates;
}

/** The departments the templates belong to; an inactive one takes no new tasks (400). */
export async function loadActiveDepartments(sql: Sql, ids: number[]): Promise<Map<number, DepartmentRow>> {
  const found = new Map((await findDepartmentsByIds(sql, unique(ids))).map((d) => [d.id, d]));
  const departments = new Map<number, DepartmentRow>();
  for (const id of unique(ids)) {
    const department = found.get(id);
    if (!department) throw badRequest(`Department ${id} does not exist`, { departments: [`Department ${id} does not exist`] });
    if (!department.is_active) {
      const msg = `The department "${department.name}" is inactive; activate it before assigning tasks to it`;
      throw badRequest(msg, { departments: [msg] });
    }
    departments.set(id, department);
  }
  return departments;
}

/**
 * Checks an approval's choices (docs/spec/doc3.md §3 "Approval payload"): every department exists and is active,
 * and every template exists and belongs to the department it is listed under.
 */
export async function resolveApprovalChoices(
  sql: Sql,
  choices: { id: number; template_ids: number[] }[],
): Promise<{ departments: Map<number, DepartmentRow>; templates: TemplateRow[] }> {
  const departments = await loadActiveDepartments(
    sql,
    choices.map((c) => c.id),
  );
  const templates = await loadTemplates(
    sql,
    choices.flatMap((c) => c.template_ids),
    'departments',
  );
  for (const choice of choices) {
    const department = present(departments.get(choice.id), 'A chosen department');
    for (const id of choice.template_ids) {
      const t = present(
        templates.find((x) => x.id === id),
        'A chosen template',
      );
      if (t.department_id !== choice.id) {
        const msg = `The template "${t.title}" (id ${t.id}) belongs to ${t.department_name}, not ${department.name}`;
        throw badRequest(msg, { departments: [msg] });
      }
    }
  }
  return { departments, templates };
}

type TaskTarget = {
  processId: number;
  recruit: { id: number; name: string; email: string };
  /** The request the process came from: conditional templates read their field from it. */
  request: RequestFields | null;
};

/**
 * One task per template, due `due_days_offset` days from today, with the template's weight and
 * priority and the note given for it. A conditional template makes a task only when its
 * condition field is truthy on the request (no request: skipped). Returns the e-mails to send.
 */
export async function createTasks(
  sql: Sql,
  target: TaskTarget,
  templates: TemplateRow[],
  departments: Map<number, DepartmentRow>,
  notes: Record<string, string | null | undefined>,
): Promise<{ created: number[]; skipped: number[]; mails: TaskMail[] }> {
  const created: number[] = [];
  const skipped: number[] = [];
  const mails: TaskMail[] = [];
  for (const t of templates) {
    if (t.is_conditional && !(target.request && t.condition_field && isConditionMet(target.request[t.condition_field]))) {
      skipped.push(t.id);
      continue;
    }
    const note = notes[String(t.id)]?.trim() ?? '';
    const task = await insertTask(sql, {
      process_id: target.processId,
      template_id: t.id,
      department_id: t.department_id,
      workstream_id: t.workstream_id,
      department_name: t.department_name,
      workstream_name: t.workstream_name,
      title: t.title,
      description: t.description,
      detailed_instructions: t.detailed_instructions,
      priority: t.priority,
      due_days_offset: t.due_days_offset,
      weight_percentage: t.weight_percentage,
      notes: note,
    });
    created.push(task.id);
    const department = present(departments.get(t.department_id), "A template's department");
    if (t.send_immediate) {
      mails.push({
        department: { id: department.id, name: department.name, email: department.email, access_key: department.access_key },
        task: {
          uuid: task.uuid,
          title: t.title,
          description: t.description,
          priority: t.priority,
          due_date: task.due_date,
          notes: note,
          workstream_name: t.workstream_name,
        },
        recruit: target.recruit,
        template: { email_subject: t.email_subject, email_body: t.email_body },
      });
    }
  }
  return { created, skipped, mails };
}
