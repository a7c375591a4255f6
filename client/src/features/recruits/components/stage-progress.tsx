import { cx } from '@client/components/ui';
import { STATUS_LABELS, STEPPER_STEPS, stepIndex, type RecruitStatus } from '@shared/domain/recruit-status';

/** The seven-step staff progress stepper (docs/spec/doc2.md §4): done steps filled, the current one highlighted. */
export function StageProgress({ status, compact = false }: { status: RecruitStatus; compact?: boolean }) {
  const current = stepIndex(status);
  return (
    <div
      role="progressbar"
      aria-label="Pipeline progress"
      aria-valuemin={1}
      aria-valuemax={STEPPER_STEPS.length}
      aria-valuenow={current + 1}
      aria-valuetext={`Step ${current + 1} of ${STEPPER_STEPS.length}: ${STATUS_LABELS[status] ?? status}`}
    >
      <ol className="flex gap-1">
        {STEPPER_STEPS.map((step, i) => (
          <li key={step.key} className="min-w-0 flex-1">
            <span
              className={cx(
                'block h-1.5 rounded-full',
                i < current ? 'bg-indigo-500' : i === current ? 'bg-brand-gradient' : 'bg-slate-200',
              )}
            />
            {!compact && (
              <span
                className={cx(
                  // Seven labels do not fit a phone's card: there the line below names the current step.
                  'mt-1 hidden truncate text-[11px] sm:block',
                  i === current ? 'font-semibold text-indigo-700' : i < current ? 'text-slate-600' : 'text-slate-500',
                )}
              >
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      {!compact && (
        <p className="mt-1 text-[11px] text-slate-600 sm:hidden">
          Step {current + 1} of {STEPPER_STEPS.length}:{' '}
          <span className="font-semibold text-indigo-700">{STEPPER_STEPS[current]?.label ?? STATUS_LABELS[status]}</span>
        </p>
      )}
    </div>
  );
}
