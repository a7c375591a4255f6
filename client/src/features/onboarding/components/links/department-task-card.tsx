import type { TaskStatus } from '@shared/domain/onboarding';
import type { DashboardTask } from '@shared/schemas/onboarding-responses';
import { formatWeight } from '@client/components/task-badges';
import { TaskHeading } from '../task-dashboard/task-heading';
import { TaskStatusSelect } from '../task-dashboard/task-status-select';
import { MetaItem } from '@client/components/ui';
import { formatDate } from '@shared/format';

interface Props {
  task: DashboardTask;
  busy: boolean;
  onStatus: (status: TaskStatus) => void;
}

/** One task on the department dashboard (docs/spec/doc3.md §2.8). */
export function DepartmentTaskCard({ task, busy, onStatus }: Props) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={task.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <TaskHeading task={task} />
        <div className="flex flex-wrap items-center gap-3">
          {task.status !== 'completed' && (
            <TaskStatusSelect status={task.status} taskTitle={task.title} disabled={busy} onChange={onStatus} />
          )}
          <a
            href={task.completion_url}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline"
            aria-label={`View Task ${task.title} (opens in a new tab)`}
          >
            View Task
          </a>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <MetaItem label="Recruit" value={task.recruit_name} />
        <MetaItem label="Workstream" value={task.workstream_name} />
        <MetaItem label="Due" value={formatDate(task.due_date, { fallback: 'No due date' })} />
        <MetaItem label="Weight" value={formatWeight(task.weight_percentage)} />
      </dl>
    </article>
  );
}
