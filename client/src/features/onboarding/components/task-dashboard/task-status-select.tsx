import { useId } from 'react';
import { TASK_STATUSES, type TaskStatus } from '@shared/domain/onboarding';
import { controlClass, cx } from '@client/components/ui';
import { TASK_STATUS_LABELS } from '@shared/domain/labels';

interface Props {
  status: TaskStatus;
  /** Names the control for screen readers, e.g. the task title. */
  taskTitle: string;
  disabled?: boolean;
  onChange: (status: TaskStatus) => void;
  className?: string;
}

/** The per-task status dropdown of the dashboards; hidden by callers once a task is completed. */
export function TaskStatusSelect({ status, taskTitle, disabled, onChange, className }: Props) {
  const id = useId();
  return (
    <div className={cx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        Status
        <span className="sr-only"> of {taskTitle}</span>
      </label>
      <select
        id={id}
        value={status}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as TaskStatus)}
        className={cx(controlClass(false), 'w-auto py-1.5')}
      >
        {TASK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {TASK_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
