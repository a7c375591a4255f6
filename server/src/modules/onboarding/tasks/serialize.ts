import type { DashboardTask } from '@shared/schemas/onboarding.ts';
import type { TaskRow } from './repo.ts';
import { isoOrNull } from '../../../lib/dates.ts';

/** The public completion page of a task (docs/spec/doc3.md §2.7). */
export const completionUrl = (appUrl: string, uuid: string): string => `${appUrl}/onboarding/task/${uuid}`;

export function serializeTask(row: TaskRow, appUrl: string): DashboardTask {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    detailed_instructions: row.detailed_instructions,
    priority: row.priority,
    status: row.status,
    days_overdue: row.days_overdue,
    process: row.process_id,
    recruit: row.recruit_id,
    recruit_name: row.recruit_name,
    department: row.department_id,
    department_name: row.department_name,
    workstream: row.workstream_id,
    workstream_name: row.workstream_name,
    due_date: row.due_date,
    weight_percentage: row.weight_percentage,
    completion_url: completionUrl(appUrl, row.uuid),
    completed_at: isoOrNull(row.completed_at),
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  };
}
