import type { NurtureOverview } from '@shared/schemas/nurture';

/** The Progress tab: the nurture funnel, culture videos and SMS consents. */
export function ProgressTab({ progress: p }: { progress: NurtureOverview['progress'] }) {
  // docs/spec/doc2.md §2: a count of 10 fills the bar; a larger count scales the rest (docs/nurture.md "Screens").
  const full = Math.max(10, ...p.funnel.map((f) => f.count));
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <ol className="space-y-3" aria-label="Nurture funnel">
        {p.funnel.map((f) => (
          <li key={f.label}>
            <div className="flex justify-between text-sm text-slate-700">
              <span>{f.label}</span>
              <span className="font-medium">{f.count}</span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-slate-100">
              <div className="h-3 rounded-full bg-brand-gradient" style={{ width: `${(f.count / full) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
      <dl className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <div className="flex justify-between">
          <dt className="text-slate-500">Culture videos watched</dt>
          <dd className="font-medium">{p.videos_watched}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-500">Average watched</dt>
          <dd className="font-medium">{p.avg_watch_percentage}%</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-500">Recruits who agreed to texts</dt>
          <dd className="font-medium">{p.sms_consented}</dd>
        </div>
      </dl>
    </div>
  );
}
