import { EmptyState, PageSpinner } from '@client/components/ui';
import { formatDateTime } from '@shared/format';
import type { Recruit } from '@shared/schemas/recruits';
import { useRecruitTimeline } from '../../api/timeline';
import { stageTone } from '../stage-badge';

const DOT: Record<string, string> = {
  gray: 'bg-slate-400',
  blue: 'bg-blue-500',
  indigo: 'bg-indigo-500',
  purple: 'bg-purple-500',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-500',
  green: 'bg-green-500',
  red: 'bg-red-500',
};

/**
 * The recruit's stage history with its nurture exits, newest first; a failed load is only logged
 * (docs/spec/doc1.md §8). "Current" marks the newest stage, not an exit after it.
 */
export function TimelineTab({ recruit }: { recruit: Recruit }) {
  const timeline = useRecruitTimeline(recruit);

  if (timeline.isPending) return <PageSpinner label="Loading timeline..." />;
  const entries = timeline.data ?? [];
  if (entries.length === 0) return <EmptyState title="No timeline entries yet" />;
  const current = entries.findIndex((e) => e.kind === 'stage');

  return (
    <div className="max-h-96 overflow-y-auto pr-2 pl-2" data-testid="recruit-timeline">
      <ol className="relative space-y-5 border-l border-slate-200 pl-6">
        {entries.map((e, i) => (
          <li key={`${e.kind}-${e.stage}-${e.timestamp}`} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.8rem] size-3 rounded-full ring-4 ring-white ${e.kind === 'stage' ? DOT[stageTone(e.stage)] : 'bg-white ring-2 ring-slate-400'}`}
            />
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <p className="text-sm font-semibold text-slate-900">
                {e.stage_display}
                {i === current && <span className="ml-2 text-xs font-medium text-indigo-600">Current</span>}
              </p>
              <time dateTime={e.timestamp} className="text-xs text-slate-500">
                {formatDateTime(e.timestamp)}
              </time>
            </div>
            <p className="mt-0.5 text-xs text-slate-600">
              {e.days_in_stage === null
                ? `by the ${e.actor.toLowerCase()}`
                : `by ${e.actor} · ${e.days_in_stage} ${e.days_in_stage === 1 ? 'day' : 'days'} in stage`}
            </p>
            {e.notes && <p className="mt-1 text-sm text-slate-700">{e.notes}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
