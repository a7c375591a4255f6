import { Button, DateRangeFields, EmptyState, PageSpinner } from '@client/components/ui';
import { formatDate, formatNumber, formatPercent } from '@shared/format';
import { useUrlParams } from '@client/lib/url-state';
import { STATUS_LABELS } from '@shared/domain/recruit-status';
import { type Analytics, analyticsRangeProblem } from '@shared/schemas/analytics';
import { ActivityChart, FunnelChart, StatusChart, TimeInStageChart } from '../components/analytics-charts';
import { useAnalytics } from '../api/analytics';

const RANGE_KEYS = ['date_from', 'date_to'] as const;
const PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 365 days' },
];

/** A local calendar date `back` days before today, as YYYY-MM-DD. */
function localDate(back = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - back);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const oneDecimal = (v: number | null, unit: string) => (v === null ? '—' : `${formatNumber(v, 1)} ${unit}`);

const FIGURES: { label: string; value: (a: Analytics) => string }[] = [
  { label: 'Emails Sent', value: (a) => String(a.activity_metrics.emails_sent) },
  { label: 'Sessions Completed', value: (a) => String(a.activity_metrics.sessions_completed) },
  { label: 'Profiles Accepted', value: (a) => String(a.activity_metrics.profiles_accepted) },
  { label: 'Avg Time to Acceptance', value: (a) => oneDecimal(a.time_metrics.avg_time_to_acceptance, 'days') },
  { label: 'Avg Time to ClearView', value: (a) => oneDecimal(a.time_metrics.avg_time_to_clearview, 'days') },
  { label: 'Avg Session Duration', value: (a) => oneDecimal(a.time_metrics.avg_session_duration, 'min') },
];

/**
 * /dashboard/analytics — pipeline, activity and time metrics over a range of days, with charts
 * (docs/spec/doc2.md §3 Analytics; docs/dashboard.md "Analytics & Reports"). The range lives in the URL.
 */
export default function AnalyticsPage() {
  const [range, setRange] = useUrlParams(RANGE_KEYS);
  const problem = range.date_from && range.date_to ? analyticsRangeProblem(range.date_from, range.date_to) : null;
  // An impossible range is not sent: the last good figures stay while the user corrects it.
  const analytics = useAnalytics(problem ? { date_from: '', date_to: '' } : range);
  const data = analytics.data;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Analytics &amp; Reports</h1>
          <p className="mt-1 text-sm text-slate-600">
            Pipeline metrics by status, activity metrics and time metrics
            {data ? ` from ${formatDate(data.date_from)} to ${formatDate(data.date_to)}` : ''}.
          </p>
        </div>
        <form className="flex flex-wrap items-end gap-3" aria-label="Date range" onSubmit={(e) => e.preventDefault()}>
          <DateRangeFields
            from={range.date_from || data?.date_from || ''}
            to={range.date_to || data?.date_to || ''}
            onFrom={(date_from) => setRange({ date_from, date_to: range.date_to || data?.date_to || '' })}
            onTo={(date_to) => setRange({ date_to, date_from: range.date_from || data?.date_from || '' })}
            className="w-40"
          />
        </form>
      </header>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Quick ranges</legend>
        {PRESETS.map((p) => (
          <Button
            key={p.days}
            size="sm"
            variant="secondary"
            onClick={() => setRange({ date_from: localDate(p.days - 1), date_to: localDate() })}
          >
            {p.label}
          </Button>
        ))}
      </fieldset>
      {problem && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}

      {analytics.isPending ? (
        <PageSpinner label="Loading analytics..." />
      ) : !data ? (
        <EmptyState title="Analytics are not available right now" description="Try again in a moment." />
      ) : (
        <div
          className={analytics.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
          aria-busy={analytics.isFetching}
        >
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label="Key figures">
            {FIGURES.map((f) => (
              <div key={f.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-xs text-slate-600">{f.label}</dt>
                <dd className="mt-1 text-xl font-semibold text-slate-900">{f.value(data)}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <FunnelChart funnel={data.pipeline_metrics.funnel} />
            <TimeInStageChart stages={data.pipeline_metrics.time_in_stage} />
            <ActivityChart days={data.activity_metrics.by_day} />
            <StatusChart
              byStatus={Object.entries(data.pipeline_metrics.by_status)
                .filter(([, count]) => count > 0)
                .map(([status, count]) => ({ name: STATUS_LABELS[status as keyof typeof STATUS_LABELS], count }))}
            />
          </div>
          <FunnelTable data={data} />
        </div>
      )}
    </div>
  );
}

/** The funnel and time in stage as numbers, for screen readers and for copying. */
function FunnelTable({ data }: { data: Analytics }) {
  const times = new Map(data.pipeline_metrics.time_in_stage.map((t) => [t.stage, t]));
  return (
    <section aria-labelledby="funnel-table" className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="funnel-table" className="px-4 pt-4 text-sm font-semibold text-slate-900">
        Conversion between stages
      </h2>
      <table className="mt-2 w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            <th className="px-4 py-2 font-medium">Stage</th>
            <th className="px-4 py-2 text-right font-medium">Reached</th>
            <th className="px-4 py-2 text-right font-medium">From previous stage</th>
            <th className="px-4 py-2 text-right font-medium">Avg days in stage</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.pipeline_metrics.funnel.map((f) => (
            <tr key={f.stage}>
              <td className="px-4 py-2 text-slate-900">{f.label}</td>
              <td className="px-4 py-2 text-right tabular-nums">{f.reached}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatPercent(f.conversion_from_previous)}</td>
              {/* The heading names the unit, so a phone's narrow column has no "days" to wrap. */}
              <td className="px-4 py-2 text-right tabular-nums">{formatNumber(times.get(f.stage)?.avg_days ?? null, 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
