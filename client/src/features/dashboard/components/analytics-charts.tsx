import { Bar, BarChart, CartesianGrid, LabelList, Legend, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartLines } from '@client/components/chart-lines';
import { formatDayMonth, formatNumber, formatPercent } from '@shared/format';
import { STEPPER_STEPS, stepIndex } from '@shared/domain/recruit-status';
import type { ActivityDay, FunnelStage, StageTime } from '@shared/schemas/analytics';

// recharts is heavy: this module is imported only by the Analytics page, which is loaded on demand.

const short = (stage: FunnelStage['stage']) => STEPPER_STEPS[stepIndex(stage)]?.label ?? stage;

function ChartFrame({ title, caption, rows, children }: { title: string; caption: string; rows?: number; children: React.ReactNode }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <figcaption className="mb-1 text-sm font-semibold text-slate-900">{title}</figcaption>
      <p className="mb-3 text-xs text-slate-600">{caption}</p>
      {/* A bar per row needs room for its label: 2rem a row, never below the usual 16rem. */}
      <div className="h-64" style={rows ? { height: `${Math.max(16, rows * 2 + 3)}rem` } : undefined}>
        <ResponsiveContainer width="100%" height="100%">
          {children as React.ReactElement}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

type Row = { name: string; value: number; label: string };

/** One horizontal bar per row, its label beside the bar; the three bar charts of the page share it. */
function HorizontalBars(p: {
  title: string;
  caption: string;
  rows: Row[];
  color: string;
  series: string;
  nameWidth: number;
  grow?: boolean;
}) {
  return (
    <ChartFrame title={p.title} caption={p.caption} rows={p.grow ? p.rows.length : undefined}>
      <BarChart data={p.rows} layout="vertical" margin={{ left: 8, right: 72, top: 4, bottom: 4 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="name" width={p.nameWidth} interval={0} tick={{ fontSize: p.nameWidth > 100 ? 10 : 11 }} />
        <Tooltip />
        <Bar dataKey="value" name={p.series} fill={p.color} isAnimationActive={false}>
          <LabelList dataKey="label" position="right" style={{ fontSize: 11, fill: '#334155' }} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

/** Recruits created in the range who reached each stage, with the conversion from the stage before. */
export function FunnelChart({ funnel }: { funnel: FunnelStage[] }) {
  const rows = funnel.map((f) => ({
    name: short(f.stage),
    value: f.reached,
    label:
      f.conversion_from_previous === null
        ? formatNumber(f.reached)
        : `${formatNumber(f.reached)} (${formatPercent(f.conversion_from_previous)})`,
  }));
  return (
    <HorizontalBars
      title="Stage funnel"
      caption="Recruits created in the range who reached each stage; in brackets, the share of the stage before."
      rows={rows}
      color="#4f46e5"
      series="Recruits"
      nameWidth={84}
    />
  );
}

/** Average days spent in each stage, for stages someone left within the range. */
export function TimeInStageChart({ stages }: { stages: StageTime[] }) {
  const rows = stages.flatMap((s) =>
    s.avg_days === null ? [] : [{ name: s.label, value: s.avg_days, label: formatNumber(s.avg_days, 1) }],
  );
  return (
    <HorizontalBars
      title="Time in stage"
      caption="Average days in each stage, over the recruits who left it within the range."
      rows={rows}
      color="#0d9488"
      series="Average days"
      nameWidth={150}
      grow
    />
  );
}

const ACTIVITY_LINES = [
  { key: 'emails_sent', name: 'E-mails sent', color: '#4f46e5' },
  { key: 'sessions_completed', name: 'Sessions completed', color: '#0d9488' },
  { key: 'profiles_accepted', name: 'Profiles accepted', color: '#d97706' },
] as const;

/** E-mails, completed sessions and acceptances per day. */
export function ActivityChart({ days }: { days: ActivityDay[] }) {
  const data = days.map((d) => ({ ...d, name: formatDayMonth(d.date) }));
  return (
    <ChartFrame title="Activity per day" caption="E-mails sent, sessions completed and profiles accepted on each day of the range.">
      <LineChart data={data} margin={{ left: 0, right: 8, top: 4, bottom: 4 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="name" tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={32} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {chartLines(ACTIVITY_LINES)}
      </LineChart>
    </ChartFrame>
  );
}

/** Today's recruits by current status. */
export function StatusChart({ byStatus }: { byStatus: { name: string; count: number }[] }) {
  return (
    <HorizontalBars
      title="Pipeline by status"
      caption="Every recruit today, by current status."
      rows={byStatus.map((b) => ({ name: b.name, value: b.count, label: String(b.count) }))}
      color="#6366f1"
      series="Recruits"
      nameWidth={150}
      grow
    />
  );
}
