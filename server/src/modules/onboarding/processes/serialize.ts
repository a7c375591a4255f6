import { deriveProcessStatus, progressPercentage } from '@shared/domain/onboarding.ts';
import type { OnboardingProcess } from '@shared/schemas/onboarding.ts';
import type { ProcessRow, ProcessTaskRow } from './repo.ts';
import { isoOrNull } from '../../../lib/dates.ts';

/**
 * A process with its tasks; status and progress are derived from the tasks (docs/spec/doc3.md §3). `forRecruit`
 * hides the initiation notes, which staff write for each other (as the recruit record hides its notes).
 */
export function serializeProcess(row: ProcessRow, tasks: ProcessTaskRow[], opts: { forRecruit?: boolean } = {}): OnboardingProcess {
  return {
    id: row.id,
    recruit: row.recruit_id,
    recruit_name: `${row.recruit_first_name} ${row.recruit_last_name}`,
    recruit_email: row.recruit_email,
    recruit_status: row.recruit_status,
    request_id: row.request_id,
    status: deriveProcessStatus(tasks.map((t) => t.status)),
    progress_percentage: progressPercentage(tasks),
    initiated_at: row.initiated_at.toISOString(),
    target_start_date: row.target_start_date,
    completed_at: isoOrNull(row.completed_at),
    notes: opts.forRecruit ? '' : row.notes,
    tasks: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      status: t.status,
      priority: t.priority,
      department_name: t.department_name,
      workstream_name: t.workstream_name,
      due_date: t.due_date,
      completed_at: isoOrNull(t.completed_at),
      weight_percentage: t.weight_percentage,
      days_overdue: t.days_overdue,
    })),
  };
}
