import { labelOf } from '@shared/domain/labels';
import type { CompletionBand } from '@shared/domain/profile';

/** docs/spec/doc2.md §2: green at 90 or more, blue at 80, yellow at 70, orange at 50, red below. */
const BAR: Record<CompletionBand, string> = {
  excellent: 'bg-green-500',
  good: 'bg-blue-500',
  fair: 'bg-yellow-400',
  basic: 'bg-orange-500',
  incomplete: 'bg-red-500',
};
const LABEL: Record<CompletionBand, string> = {
  excellent: 'text-green-700',
  good: 'text-blue-700',
  fair: 'text-yellow-700',
  basic: 'text-orange-700',
  incomplete: 'text-red-700',
};

/** The profile's percentage bar, status label and message. */
export function CompletionBar({ percentage, status }: { percentage: number; status: { status: CompletionBand; message: string } }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label="Profile completion">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-slate-600">
          Profile{' '}
          <span className="text-2xl font-semibold text-slate-900" data-testid="profile-percentage">
            {percentage}%
          </span>{' '}
          complete
        </p>
        <p className={`text-sm font-semibold ${LABEL[status.status]}`} data-testid="profile-status">
          {labelOf('profileBand', status.status)}
        </p>
      </div>
      <div
        className="mt-3 h-3 rounded-full bg-slate-100"
        role="progressbar"
        aria-valuenow={percentage}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="Profile completion"
      >
        <div className={`h-3 rounded-full transition-all ${BAR[status.status]}`} style={{ width: `${percentage}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600">{status.message}</p>
    </section>
  );
}
