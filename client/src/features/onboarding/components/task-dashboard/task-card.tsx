import type { ReactNode } from 'react';
import type { DashboardTask } from '@shared/schemas/onboarding-responses';
import { formatWeight, OverdueBadge, PriorityBadge, TaskStatusBadge } from '@client/components/task-badges';
import { MetaItem } from '@client/components/ui';
import { formatDate } from '@shared/format';
import { Card } from '../card-parts';

interface Props {
  task: DashboardTask;
  /** What the view lets its reader do with the task (status, complete, open its link). */
  actions: ReactNode;
  /** Show the task's department: the staff list mixes departments, a department's own dashboard does not. */
  withDepartment: boolean;
}

/**
 * A task card of the staff and department lists: its title with its priority, status and overdue
 * badges, its description, the view's actions and its facts.
 */
export function TaskCard({ task, actions, withDepartment }: Props) {
  return (
    <Card
      title={task.title}
      badges={
        <>
          <PriorityBadge priority={task.priority} />
          <TaskStatusBadge status={task.status} />
          <OverdueBadge days={task.days_overdue} />
        </>
      }
      subtitle={task.description && <p className="mt-1 text-sm text-slate-600">{task.description}</p>}
      actions={<div className="flex flex-wrap items-center gap-2">{actions}</div>}
    >
      <dl
        className={`mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm ${withDepartment ? 'sm:grid-cols-3 lg:grid-cols-5' : 'sm:grid-cols-4'}`}
      >
        <MetaItem label="Recruit" value={task.recruit_name} />
        {withDepartment && <MetaItem label="Department" value={task.department_name} />}
        <MetaItem label="Workstream" value={task.workstream_name} />
        <MetaItem label="Due" value={formatDate(task.due_date, { fallback: 'No due date' })} />
        <MetaItem label="Weight" value={formatWeight(task.weight_percentage)} />
      </dl>
    </Card>
  );
}
