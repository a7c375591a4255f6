import { CartesianGrid, Legend, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type ChartSeries, chartLines } from '@client/components/chart-lines';
import { formatMoney, formatMoneyCompact } from '@shared/format';

type Point = Record<string, number | string | null>;

/**
 * One line chart of monthly figures (recharts; this module is only loaded by the proforma pages). With
 * no figure to draw (no session has its inputs yet) it says so instead of showing empty axes.
 */
function TrendChart({
  title,
  data,
  series,
  empty = 'No figures yet.',
}: {
  title: string;
  data: Point[];
  series: ChartSeries[];
  empty?: string;
}) {
  const hasFigures = data.some((point) => series.some((s) => typeof point[s.key] === 'number'));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{title}</figcaption>
      {hasFigures ? <Chart data={data} series={series} /> : <p className="grid h-56 place-items-center text-sm text-slate-500">{empty}</p>}
    </figure>
  );
}

/** A chart's two lines: the field of each point it draws and the name in the legend. */
type LinePair = readonly [{ key: string; name: string }, { key: string; name: string }];
type ChartSpec = { title: string; data: Point[]; lines: LinePair };

/** The palette of the pair: the first chart's lines indigo and orange, the second's green and sky. */
const PAIR_COLORS = [
  ['#4f46e5', '#f97316'],
  ['#16a34a', '#0ea5e9'],
] as const;

/** The revenue chart and the profit chart of a proforma view, side by side on wide screens. */
export function RevenueAndProfitCharts({ revenue, profit, empty }: { revenue: ChartSpec; profit: ChartSpec; empty?: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {[revenue, profit].map((chart, i) => (
        <TrendChart
          key={chart.title}
          title={chart.title}
          data={chart.data}
          series={chart.lines.map((line, j) => ({ ...line, color: PAIR_COLORS[i][j] }))}
          empty={empty}
        />
      ))}
    </div>
  );
}

function Chart({ data, series }: { data: Point[]; series: ChartSeries[] }) {
  return (
    <div className="h-56">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ left: 8, right: 8, top: 4, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} />
          <YAxis tickFormatter={(v: number) => formatMoneyCompact(v)} tick={{ fontSize: 11 }} width={56} />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {/* recharts leaves a gap at a missing figure (a null point): connectNulls is off by default. */}
          {chartLines(series)}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
