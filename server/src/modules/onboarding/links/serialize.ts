import type { PublicTask } from '@shared/schemas/onboarding.ts';
import type { TaskRow } from '../tasks/repo.ts';
import { isoOrNull } from '../../../lib/dates.ts';

/** A task as its public completion page shows it (docs/spec/doc3.md §2.7), with the note staff gave it. */
export function serializePublicTask(row: TaskRow): PublicTask {
  return {
    title: row.title,
    description: row.description,
    detailed_instructions: row.detailed_instructions,
    notes: row.notes,
    recruit_name: row.recruit_name,
    recruit_email: row.recruit_email,
    department: row.department_name,
    workstream: row.workstream_name,
    weight_percentage: row.weight_percentage,
    due_date: row.due_date,
    priority: row.priority,
    completed: row.status === 'completed',
    completed_at: isoOrNull(row.completed_at),
    status: row.status,
  };
}
