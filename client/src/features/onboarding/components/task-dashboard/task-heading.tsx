import type { DashboardTask } from '@shared/schemas/onboarding-responses';
import { OverdueBadge, PriorityBadge, TaskStatusBadge } from '@client/components/task-badges';

/** A task's title with its priority, status and overdue badges, and its description (staff and department lists). */
export function TaskHeading({ task }: { task: DashboardTask }) {
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{task.title}</h3>
        <PriorityBadge priority={task.priority} />
        <TaskStatusBadge status={task.status} />
        <OverdueBadge days={task.days_overdue} />
      </div>
      {task.description && <p className="mt-1 text-sm text-slate-600">{task.description}</p>}
    </div>
  );
}
