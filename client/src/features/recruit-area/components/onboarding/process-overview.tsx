import type { OnboardingProcess } from '@shared/schemas/onboarding-responses';
import { TaskStatusBadge } from '@client/components/task-badges';
import { TASK_STATUS_LABELS } from '@shared/domain/labels';
import { formatDate } from '@shared/format';
import { AreaCard } from '../area-card';

/** Status, progress bar, dates and counts of the recruit's process. */
export function ProcessOverview({ process }: { process: OnboardingProcess }) {
  const percent = Math.max(0, Math.min(100, Number(process.progress_percentage) || 0));
  const done = process.tasks.filter((t) => t.status === 'completed').length;
  return (
    <AreaCard headingId="process-heading" title="Your Onboarding" aside={<TaskStatusBadge status={process.status} />}>
      <div className="mt-4">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium text-slate-700">Progress</span>
          <span className="text-lg font-semibold text-indigo-700" data-testid="progress-percentage">{`${percent}%`}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% complete, status ${TASK_STATUS_LABELS[process.status]}`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="bg-brand-gradient h-full rounded-full transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-slate-600" data-testid="tasks-completed">{`${done} of ${process.tasks.length} tasks completed`}</p>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">Initiated</dt>
          <dd className="font-medium text-slate-800">{formatDate(process.initiated_at)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Target Start Date</dt>
          <dd className="font-medium text-slate-800">{formatDate(process.target_start_date, { fallback: 'Not set' })}</dd>
        </div>
      </dl>
    </AreaCard>
  );
}
