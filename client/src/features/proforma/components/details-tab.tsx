import { useState } from 'react';
import { Button, Field } from '@client/components/ui';
import { formatDateTime } from '@shared/format';
import { PROFORMA_NEXT, PROFORMA_STATUS_LABELS } from '@shared/domain/proforma';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { useEmailPdf } from '../api/reports';
import { useSessionMoves } from '../hooks/use-session-moves';
import { PdfButton } from './pdf-button';

/** The Details tab: one session's facts, its moves, and its report once completed. */
export function DetailsTab({
  session: s,
  onChanged,
  onLive,
}: {
  session: ProformaSessionItem;
  onChanged: (s: ProformaSessionItem) => void;
  onLive: () => void;
}) {
  const moves = useSessionMoves(s, onChanged);
  const [subject, setSubject] = useState('Your proforma build-out report');
  const mail = useEmailPdf();
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {[
          ['Recruit', `${s.recruit_details.first_name} ${s.recruit_details.last_name} (${s.recruit_details.email})`],
          ['Model', `${s.model_type_details.name}, ${s.model_type_details.duration_months} months`],
          ['Status', PROFORMA_STATUS_LABELS[s.status]],
          ['Scheduled', formatDateTime(s.scheduled_at)],
          ['Completed', s.completed_at ? formatDateTime(s.completed_at) : '—'],
          ['Meeting link', s.meeting_link || '—'],
          ['Notes', s.notes || '—'],
        ].map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-500">{k}</dt>
            <dd className="break-words text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {s.status !== 'completed' && <Button onClick={onLive}>Start Live Session</Button>}
        {PROFORMA_NEXT[s.status] === 'in_progress' && (
          <Button variant="outline" loading={moves.starting} onClick={moves.start}>
            Start Session
          </Button>
        )}
        {PROFORMA_NEXT[s.status] === 'completed' && (
          <Button variant="outline" loading={moves.completing} onClick={moves.complete}>
            Complete Session
          </Button>
        )}
        {s.status === 'completed' && <PdfButton session={s} />}
      </div>
      {s.status === 'completed' && (
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4">
          <Field label="E-mail subject" value={subject} onChange={(e) => setSubject(e.target.value)} className="min-w-64 flex-1" />
          <Button variant="outline" loading={mail.isPending} onClick={() => mail.mutate({ id: s.id, subject })} disabled={!subject.trim()}>
            E-mail PDF to recruit
          </Button>
        </div>
      )}
    </div>
  );
}
