import type { DashboardTask } from '@shared/schemas/onboarding-responses';
import type { TaskStatus } from '@shared/domain/onboarding';
import { Button, MetaItem } from '@client/components/ui';
import { formatDate } from '@shared/format';
import { formatWeight } from '@client/components/task-badges';
import { TaskHeading } from './task-heading';
import { TaskStatusSelect } from './task-status-select';

interface Props {
  task: DashboardTask;
  busy: boolean;
  onStatus: (task: DashboardTask, status: TaskStatus) => void;
  onComplete: (task: DashboardTask) => void;
}

/** One task of the recruiter list (docs/spec/doc3.md §2.6 "Task rows"). */
export function TaskRow({ task, busy, onStatus, onComplete }: Props) {
  const done = task.status === 'completed';
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={task.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <TaskHeading task={task} />
        <div className="flex flex-wrap items-center gap-2">
          {!done && <TaskStatusSelect status={task.status} taskTitle={task.title} disabled={busy} onChange={(s) => onStatus(task, s)} />}
          {!done && (
            <Button size="sm" onClick={() => onComplete(task)} loading={busy} aria-label={`Complete ${task.title}`}>
              Complete
            </Button>
          )}
          {task.completion_url && (
            <a
              href={task.completion_url}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline"
              aria-label={`View ${task.title} (opens in a new tab)`}
            >
              View
            </a>
          )}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <MetaItem label="Recruit" value={task.recruit_name} />
        <MetaItem label="Department" value={task.department_name} />
        <MetaItem label="Workstream" value={task.workstream_name} />
        <MetaItem label="Due" value={formatDate(task.due_date, { fallback: 'No due date' })} />
        <MetaItem label="Weight" value={formatWeight(task.weight_percentage)} />
      </dl>
    </article>
  );
}
