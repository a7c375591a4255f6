import { Button, EmptyState } from '@client/components/ui';
import { RECENT_SESSIONS_LIMIT } from '@shared/domain/proforma';
import { formatPercent } from '@shared/format';
import type { ProformaOverview, ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { SessionList } from './session-list';

/** The Overview tab: the tiles and the recent sessions, for every recruit or the one picked. */
export function OverviewTab({ data, onOpen }: { data: ProformaOverview; onOpen: (s: ProformaSessionItem) => void }) {
  const tiles = [
    ['Total Sessions', data.total_sessions],
    ['Completed', data.completed_sessions],
    ['Scheduled', data.scheduled_sessions],
    ['In Progress', data.in_progress_sessions],
    ['Conversion Rate', formatPercent(data.conversion_rate)],
  ] as const;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="text-sm font-semibold text-slate-900">Recent sessions</h2>
      {data.recent_sessions.length === 0 ? (
        <EmptyState title="No proforma sessions yet" />
      ) : (
        <SessionList
          sessions={data.recent_sessions.slice(0, RECENT_SESSIONS_LIMIT)}
          actions={(s) => (
            <Button size="sm" variant="ghost" onClick={() => onOpen(s)}>
              View Details
            </Button>
          )}
        />
      )}
    </div>
  );
}
