import { Badge } from '@client/components/ui';
import { formatDate, formatDateTime } from '@shared/format';
import { STEP_CHANNEL_LABELS } from '@shared/domain/nurture';
import type { EnrollmentItem } from '@shared/schemas/nurture';

const ENDED: Record<string, string> = {
  completed: 'Completed',
  onboarding: 'Ended: the recruit started onboarding',
  opted_out: 'Ended: the recruit opted out',
  replied: 'Ended: the recruit replied',
  meeting_booked: 'Ended: a meeting was booked',
  ended_by_staff: 'Ended by staff',
  moved_to_long_term: 'Moved to long-term nurture',
  replaced: 'Replaced by the high-engagement track',
};

/** An enrollment's state, the steps run so far and the upcoming ones with their due dates. */
export function EnrollmentSummary({ enrollment: e, compact = false }: { enrollment: EnrollmentItem; compact?: boolean }) {
  const paused = e.is_paused;
  return (
    <div className="space-y-3" data-testid="enrollment-summary">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{e.campaign.name}</span>
        {e.is_active ? (
          <Badge tone={paused ? 'yellow' : 'green'}>{paused ? `Paused until ${formatDate(e.paused_until)}` : 'Active'}</Badge>
        ) : (
          <Badge tone="gray">{ENDED[e.ended_reason ?? ''] ?? 'Ended'}</Badge>
        )}
        <span className="text-sm text-slate-500">
          Enrolled {formatDate(e.enrolled_at)} · step {e.current_step} of {e.total_steps}
        </span>
      </div>
      {e.upcoming_steps.length > 0 && (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Upcoming</h4>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {e.upcoming_steps.slice(0, compact ? 2 : undefined).map((s) => (
              <li key={s.position} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span className="text-slate-800">
                  Day {s.day_offset}: {s.title} <span className="text-slate-500">({STEP_CHANNEL_LABELS[s.channel]})</span>
                </span>
                <span className="text-slate-500">{formatDateTime(s.due_at)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!compact && e.past_steps.length > 0 && (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Done</h4>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {e.past_steps.map((s) => (
              <li key={s.position} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span className="text-slate-800">
                  {s.title} {s.outcome === 'skipped' && <Badge tone="orange">Skipped: {s.note}</Badge>}
                </span>
                <span className="text-slate-500">{formatDateTime(s.ran_at)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
