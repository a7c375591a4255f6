import { Badge, Button } from '@client/components/ui';
import { PROFORMA_NEXT, PROFORMA_STATUS_LABELS } from '@shared/domain/proforma';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { LiveProforma } from './live-proforma';
import { useSessionMoves } from './session-moves';
import { SESSION_TONE as TONE } from './session-tone';

/** The Live Session tab: the moves of the session above the live proforma; Complete stores what is shown first. */
export function LiveTab({ session, onChanged }: { session: ProformaSessionItem; onChanged: (s: ProformaSessionItem) => void }) {
  return (
    <div className="space-y-4">
      <LiveProforma
        session={session}
        editable
        toolbar={(saveShown) => <LiveToolbar session={session} onChanged={onChanged} saveShown={saveShown} />}
      />
    </div>
  );
}

function LiveToolbar({
  session,
  onChanged,
  saveShown,
}: {
  session: ProformaSessionItem;
  onChanged: (s: ProformaSessionItem) => void;
  saveShown: () => Promise<unknown>;
}) {
  const { start, complete } = useSessionMoves(session, onChanged, saveShown);
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
            <Button size="sm" loading={start.isPending} onClick={() => start.mutate()}>
              Start Session
            </Button>
          )}
          {PROFORMA_NEXT[session.status] === 'completed' && (
            <Button size="sm" variant="outline" loading={complete.isPending} onClick={() => complete.mutate()}>
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
