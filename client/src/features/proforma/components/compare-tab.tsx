import { useState } from 'react';
import { Button, EmptyState } from '@client/components/ui';
import { formatCount, formatMoney } from '@shared/format';
import { toast } from '@client/lib/toast';
import { COMPARE_LIMIT, PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { ComparisonResponse, ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { useCompareSessions } from '../api/reports';
import { RevenueAndProfitCharts } from './proforma-charts';
import { SessionList } from './session-list';

/** The Compare tab: tick exactly two of the recruit's sessions and compare them. */
export function CompareTab({ sessions }: { sessions: ProformaSessionItem[] }) {
  const [ids, setIds] = useState<number[]>([]);
  const compare = useCompareSessions();
  const toggle = (id: number, on: boolean) => {
    if (on && ids.length >= COMPARE_LIMIT) return void toast.error(PROFORMA_TEXTS.compareAtMost);
    setIds((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  };
  if (sessions.length < COMPARE_LIMIT)
    return (
      <EmptyState
        title={sessions.length === 0 ? 'No sessions to compare' : 'One session so far'}
        description="A comparison needs two of the recruit's sessions: schedule another to compare them."
      />
    );
  return (
    <div className="space-y-4">
      <SessionList sessions={sessions} check={{ label: 'Compare session', ids, onToggle: toggle }} />
      <Button
        onClick={() => (ids.length === COMPARE_LIMIT ? compare.mutate(ids) : toast.error(PROFORMA_TEXTS.compareExactly))}
        loading={compare.isPending}
        loadingText="Comparing..."
      >
        Compare Sessions
      </Button>
      {compare.data && <ComparisonView result={compare.data} />}
    </div>
  );
}

const BY_SESSION = [
  { key: 'session1', name: 'Session 1' },
  { key: 'session2', name: 'Session 2' },
] as const;

function ComparisonView({ result: r }: { result: ComparisonResponse }) {
  const [first, second] = r.sessions.map((s) => s.model_type_details.name);
  const noInputs = 'Neither session has saved inputs yet.';
  const months = r.comparison_metrics.duration_difference;
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">Session 1 revenue ({first})</dt>
          <dd className="text-xl font-semibold">{formatMoney(r.revenue_comparison.session1_revenue)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">Session 2 revenue ({second})</dt>
          <dd className="text-xl font-semibold">{formatMoney(r.revenue_comparison.session2_revenue)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">
            Difference
            {months !== 0 && ` (session 2 runs ${formatCount(Math.abs(months), 'month')} ${months > 0 ? 'longer' : 'shorter'})`}
          </dt>
          <dd className="text-xl font-semibold">{formatMoney(r.revenue_comparison.difference)}</dd>
        </div>
      </dl>
      <RevenueAndProfitCharts
        empty={noInputs}
        revenue={{ title: 'Revenue', data: r.charts_data.revenue_trend, lines: BY_SESSION }}
        profit={{ title: 'Profit', data: r.charts_data.profit_trend, lines: BY_SESSION }}
      />
    </div>
  );
}
