import { Link } from 'wouter';
import { Badge } from '@client/components/ui';
import { formatDateTime } from '@shared/format';
import { useUpcomingSessions } from '../../api/upcoming-sessions';
import { AreaCard } from '../area-card';

/** The session's page in the app (the ClearView calculator, the live proforma) as a path, whatever host the link names. */
const pathOf = (url: string) => new URL(url, window.location.origin).pathname;

/**
 * Upcoming sessions on the recruit dashboard (docs/profile.md, "Dashboard"): the ClearView session,
 * the calls and the proforma sessions booked for the recruit, soonest first, each with its meeting
 * link and the page the session happens on.
 */
export function UpcomingSessions() {
  const upcoming = useUpcomingSessions();
  const list = upcoming.data?.results ?? [];
  if (upcoming.isPending || list.length === 0) return null;
  return (
    <AreaCard headingId="upcoming-heading" title="Upcoming sessions">
      <ul className="mt-3 divide-y divide-slate-100">
        {list.map((s) => (
          <li key={`${s.kind}-${s.id}`} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {s.title} {s.status === 'in_progress' && <Badge tone="yellow">In progress</Badge>}
              </p>
              <p className="text-slate-600">
                {formatDateTime(s.scheduled_at)} · {s.duration_minutes} minutes
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              {s.meeting_link && (
                <a href={s.meeting_link} target="_blank" rel="noopener noreferrer" className="font-medium text-indigo-600 hover:underline">
                  Join the meeting<span className="sr-only"> for {s.title}</span>
                </a>
              )}
              {s.session_url && (
                <Link href={pathOf(s.session_url)} className="font-medium text-indigo-600 hover:underline">
                  Open the session<span className="sr-only"> page of {s.title}</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </AreaCard>
  );
}
