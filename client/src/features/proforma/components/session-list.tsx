import type { ReactNode } from 'react';
import { Badge } from '@client/components/ui';
import { formatDateTime } from '@shared/format';
import { PROFORMA_STATUS_LABELS } from '@shared/domain/proforma';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { SESSION_TONE as TONE } from './session-tone';

/** One session in a list: recruit, model, time and status, with a leading control and actions. */
function SessionRow({ session: s, actions, leading }: { session: ProformaSessionItem; actions?: ReactNode; leading?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="flex items-center gap-3">
        {leading}
        <div>
          <p className="font-medium text-slate-900">
            {s.recruit_details.first_name} {s.recruit_details.last_name} · {s.model_type_details.name}
          </p>
          <p className="text-slate-500">{formatDateTime(s.scheduled_at)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={TONE[s.status]}>{PROFORMA_STATUS_LABELS[s.status]}</Badge>
        {actions}
      </div>
    </li>
  );
}

interface SessionListProps {
  sessions: ProformaSessionItem[];
  /** A tick box before each session, named `${label} ${id}`. */
  check?: { label: string; ids: number[]; onToggle: (id: number, on: boolean) => void };
  actions?: (session: ProformaSessionItem) => ReactNode;
}

/** Sessions in one bordered list, each a SessionRow with the list's tick box and actions. */
export function SessionList({ sessions, check, actions }: SessionListProps) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {sessions.map((s) => (
        <SessionRow
          key={s.id}
          session={s}
          leading={
            check && (
              <input
                type="checkbox"
                aria-label={`${check.label} ${s.id}`}
                checked={check.ids.includes(s.id)}
                onChange={(e) => check.onToggle(s.id, e.target.checked)}
              />
            )
          }
          actions={actions?.(s)}
        />
      ))}
    </ul>
  );
}
