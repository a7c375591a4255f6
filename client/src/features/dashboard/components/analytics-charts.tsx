import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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

/** Recruits created in the range who reached each stage, with the conversion from the stage before. */
export function FunnelChart({ funnel }: { funnel: FunnelStage[] }) {
  const data = funnel.map((f) => ({
    name: short(f.stage),
    reached: f.reached,
    label: f.conversion_from_previous === null ? String(f.reached) : `${f.reached} (${f.conversion_from_previous.toFixed(1)}%)`,
  }));
  return (
    <ChartFrame
      title="Stage funnel"
      caption="Recruits created in the range who reached each stage; in brackets, the share of the stage before."
    >
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 72, top: 4, bottom: 4 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="name" width={84} tick={{ fontSize: 11 }} />
        <Tooltip />
        <Bar dataKey="reached" name="Recruits" fill="#4f46e5" isAnimationActive={false}>
          <LabelList dataKey="label" position="right" style={{ fontSize: 11, fill: '#334155' }} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

/** Average days spent in each stage, for stages someone left within the range. */
export function TimeInStageChart({ stages }: { stages: StageTime[] }) {
  const data = stages.filter((s) => s.avg_days !== null).map((s) => ({ name: s.label, days: s.avg_days, exits: s.exits }));
  return (
    <ChartFrame
      title="Time in stage"
      caption="Average days in each stage, over the recruits who left it within the range."
      rows={data.length}
    >
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 40, top: 4, bottom: 4 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="name" width={150} interval={0} tick={{ fontSize: 10 }} />
        <Tooltip formatter={(v) => [`${Number(v).toFixed(1)} days`, 'Average']} />
        <Bar dataKey="days" name="Days" fill="#0d9488" isAnimationActive={false}>
          <LabelList dataKey="days" position="right" style={{ fontSize: 11, fill: '#334155' }} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

/** E-mails, completed sessions and acceptances per day. */
export function ActivityChart({ days }: { days: ActivityDay[] }) {
  const data = days.map((d) => ({ ...d, name: d.date.slice(5) }));
  return (
    <ChartFrame title="Activity per day" caption="E-mails sent, sessions completed and profiles accepted on each day of the range.">
      <LineChart data={data} margin={{ left: 0, right: 8, top: 4, bottom: 4 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="name" tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={32} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          type="monotone"
          dataKey="emails_sent"
          name="E-mails sent"
          stroke="#4f46e5"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="sessions_completed"
          name="Sessions completed"
          stroke="#0d9488"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="profiles_accepted"
          name="Profiles accepted"
          stroke="#d97706"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}

/** Today's recruits by current status. */
export function StatusChart({ byStatus }: { byStatus: { name: string; count: number }[] }) {
  return (
    <ChartFrame title="Pipeline by status" caption="Every recruit today, by current status." rows={byStatus.length}>
      <BarChart data={byStatus} layout="vertical" margin={{ left: 8, right: 32, top: 4, bottom: 4 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="name" width={150} interval={0} tick={{ fontSize: 10 }} />
        <Tooltip />
        <Bar dataKey="count" name="Recruits" fill="#6366f1" isAnimationActive={false}>
          <LabelList dataKey="count" position="right" style={{ fontSize: 11, fill: '#334155' }} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
