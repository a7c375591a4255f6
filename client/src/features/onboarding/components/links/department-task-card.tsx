import type { TaskStatus } from '@shared/domain/onboarding';
import type { DashboardTask } from '@shared/schemas/onboarding-responses';
import { TaskCard } from '../task-dashboard/task-card';
import { TaskStatusSelect } from '../task-dashboard/task-status-select';
import { NewTabLink } from '../card-parts';

interface Props {
  task: DashboardTask;
  busy: boolean;
  onStatus: (status: TaskStatus) => void;
}

/** One task on the department dashboard (docs/spec/doc3.md §2.8). */
export function DepartmentTaskCard({ task, busy, onStatus }: Props) {
  const actions = (
    <>
      {task.status !== 'completed' && <TaskStatusSelect status={task.status} taskTitle={task.title} disabled={busy} onChange={onStatus} />}
      <NewTabLink href={task.completion_url} label={`View Task ${task.title}`}>
        View Task
      </NewTabLink>
    </>
  );
  return <TaskCard task={task} actions={actions} withDepartment={false} />;
}
