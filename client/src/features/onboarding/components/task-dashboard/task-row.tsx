import type { DashboardTask } from '@shared/schemas/onboarding-responses';
import type { TaskStatus } from '@shared/domain/onboarding';
import { Button } from '@client/components/ui';
import { TaskCard } from './task-card';
import { TaskStatusSelect } from './task-status-select';
import { NewTabLink } from '../card-parts';

interface Props {
  task: DashboardTask;
  busy: boolean;
  onStatus: (task: DashboardTask, status: TaskStatus) => void;
  onComplete: (task: DashboardTask) => void;
}

/** One task of the recruiter list (docs/spec/doc3.md §2.6 "Task rows"). */
export function TaskRow({ task, busy, onStatus, onComplete }: Props) {
  const done = task.status === 'completed';
  const actions = (
    <>
      {!done && <TaskStatusSelect status={task.status} taskTitle={task.title} disabled={busy} onChange={(s) => onStatus(task, s)} />}
      {!done && (
        <Button size="sm" onClick={() => onComplete(task)} loading={busy} aria-label={`Complete ${task.title}`}>
          Complete
        </Button>
      )}
      {task.completion_url && (
        <NewTabLink href={task.completion_url} label={`View ${task.title}`}>
          View
        </NewTabLink>
      )}
    </>
  );
  return <TaskCard task={task} actions={actions} withDepartment />;
}
