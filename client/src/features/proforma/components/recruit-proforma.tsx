import { Link } from 'wouter';
import { Badge, PageSpinner } from '@client/components/ui';
import { hrefs } from '@client/config/paths';
import { formatDateTime } from '@shared/format';
import { journeyFactsOf, offeredActions, PROFORMA_SCHEDULE_STATUSES } from '@shared/domain/journey';
import { PROFORMA_STATUS_LABELS, PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { Recruit } from '@shared/schemas/recruit-responses';
import { useRecruitSessions } from '../queries';
import { ScheduleProformaForm } from './schedule-proforma-form';

type Props = { recruit: Recruit; onRecruitChanged: () => void };

/** Recruit Details → Proforma: the recruit's sessions, each opening the proforma screen. */
export function RecruitProformaTab({ recruit }: Props) {
  const sessions = useRecruitSessions(recruit.id);
  if (sessions.isPending) return <PageSpinner label="Loading proforma sessions..." />;
  const list = sessions.data ?? [];
  return (
    <div className="space-y-3">
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">No proforma sessions yet. Schedule one from Phase Management.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {list.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span>
                {s.model_type_details.name} · {formatDateTime(s.scheduled_at)}
              </span>
              <Badge tone={s.status === 'completed' ? 'green' : s.status === 'in_progress' ? 'yellow' : 'blue'}>
                {PROFORMA_STATUS_LABELS[s.status]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Link href={hrefs.proforma(recruit.id)} className="text-sm font-medium text-indigo-600 hover:underline">
        Open the proforma screen
      </Link>
    </div>
  );
}

/**
 * Phase Management's proforma scheduling: wherever the journey rule offers a proforma (discovery access
 * up to onboarding, nurture and the calls included; shared/domain/journey.ts), with or without earlier
 * sessions. Where only discovery access is missing, it says so.
 */
export function ProformaPhaseForm({ recruit, onRecruitChanged }: Props) {
  const facts = journeyFactsOf(recruit);
  if (!offeredActions(facts).includes('schedule_proforma')) {
    if (!PROFORMA_SCHEDULE_STATUSES.includes(facts.status)) return null;
    return (
      <section className="space-y-2" aria-label="Proforma">
        <h3 className="text-sm font-semibold text-slate-900">Proforma session</h3>
        <p className="text-sm text-slate-600">A proforma session needs discovery access: use Expand Discovery Access above.</p>
      </section>
    );
  }
  return (
    <section className="space-y-2" aria-label="Proforma">
      <h3 className="text-sm font-semibold text-slate-900">Schedule a proforma session</h3>
      <ScheduleProformaForm recruitId={recruit.id} successText={PROFORMA_TEXTS.scheduledPhase} onCreated={onRecruitChanged} />
    </section>
  );
}
