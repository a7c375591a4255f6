import type { TaskSummary } from '@shared/schemas/onboarding-responses';
import { cx } from '@client/components/ui';

const TILES: Array<{ key: keyof TaskSummary; label: string; tone: string }> = [
  { key: 'total', label: 'Total Tasks', tone: 'text-slate-900' },
  { key: 'pending', label: 'Pending', tone: 'text-slate-700' },
  { key: 'in_progress', label: 'In Progress', tone: 'text-blue-700' },
  { key: 'completed', label: 'Completed', tone: 'text-green-700' },
  { key: 'blocked', label: 'Blocked', tone: 'text-red-700' },
  { key: 'overdue', label: 'Overdue', tone: 'text-orange-700' },
  { key: 'critical', label: 'Critical', tone: 'text-red-800' },
];

/** The seven task counters of the task and department dashboards (docs/spec/doc3.md §2.6, §2.8). */
export function SummaryTiles({ summary }: { summary: TaskSummary | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7" aria-label="Task summary">
      {TILES.map((tile) => (
        <div key={tile.key} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{tile.label}</dt>
          <dd className={cx('mt-1 text-2xl font-semibold', tile.tone)} data-testid={`summary-${tile.key}`}>
            {summary ? summary[tile.key] : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
