import { DISCOVERY_MODULE_LABELS } from '@shared/domain/discovery-modules';
import { STATUS_LABELS } from '@shared/domain/recruit-status';
import type { Recruit } from '@shared/schemas/recruit-responses';
import { isServedFromLocalhost } from './local-debug';

/** What the dashboard was drawn from, for a developer on localhost (docs/spec/doc2.md §2; docs/profile.md, "Dashboard"). */
export function DebugPanel({ recruit }: { recruit: Recruit }) {
  if (!isServedFromLocalhost(window.location.hostname)) return null;
  const { is_enabled, enabled_modules } = recruit.discovery_access;
  const access = is_enabled ? `Enabled: ${enabled_modules.map((m) => DISCOVERY_MODULE_LABELS[m]).join(', ') || 'no modules'}` : 'Locked';
  const rows: [string, string][] = [
    ['Recruit id', String(recruit.id)],
    ['Status', STATUS_LABELS[recruit.status]],
    ['Discovery access', access],
    ['Profile', `${recruit.profile_completion_percentage}%`],
    ['Build', import.meta.env.MODE],
  ];
  return (
    <section aria-label="Debug panel" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-xs text-slate-700">
      <h2 className="font-semibold text-slate-900">Debug (localhost only)</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-mono break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
