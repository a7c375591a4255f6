import { Badge, Button } from '@client/components/ui';
import { PROFORMA_NEXT, PROFORMA_STATUS_LABELS } from '@shared/domain/proforma';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { useSessionMoves } from '../hooks/use-session-moves';
import { LiveProforma } from './live-proforma';
import { SESSION_TONE as TONE } from './session-tone';

/** The Live Session tab: the moves of the session above the live proforma; Complete stores what is shown first. */
export function LiveTab({ session, onChanged }: { session: ProformaSessionItem; onChanged: (s: ProformaSessionItem) => void }) {
  return (
    <div className="space-y-4">
      <LiveProforma session={session} editable toolbar={(shown) => <LiveToolbar session={session} onChanged={onChanged} shown={shown} />} />
    </div>
  );
}

function LiveToolbar({
  session,
  onChanged,
  shown,
}: {
  session: ProformaSessionItem;
  onChanged: (s: ProformaSessionItem) => void;
  shown: Record<string, number>;
}) {
  const moves = useSessionMoves(session, onChanged, shown);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {session.recruit_details.first_name} {session.recruit_details.last_name} · {session.model_type_details.name} (
          {session.model_type_details.duration_months} months) ·{' '}
          <Badge tone={TONE[session.status]}>{PROFORMA_STATUS_LABELS[session.status]}</Badge>
        </p>
        <div className="flex gap-2">
          {PROFORMA_NEXT[session.status] === 'in_progress' && (
            <Button size="sm" loading={moves.starting} onClick={moves.start}>
              Start Session
            </Button>
          )}
          {PROFORMA_NEXT[session.status] === 'completed' && (
            <Button size="sm" variant="outline" loading={moves.completing} onClick={moves.complete}>
              Complete Session
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs break-all text-slate-500">
        The recruit follows along at <span className="font-mono">{session.live_url}</span>
      </p>
    </div>
  );
}
