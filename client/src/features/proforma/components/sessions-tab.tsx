import { useState } from 'react';
import { Button, EmptyState, PageSpinner } from '@client/components/ui';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { PdfButton } from './pdf-button';
import { SessionRow } from './session-row';

/** The Sessions tab: the picked recruit's sessions, each opening its details or its live session. */
export function SessionsTab({
  recruitPicked,
  sessions,
  loading,
  onOpen,
}: {
  recruitPicked: boolean;
  sessions: ProformaSessionItem[];
  loading: boolean;
  onOpen: (s: ProformaSessionItem, where: 'live' | 'details') => void;
}) {
  const [checked, setChecked] = useState<number[]>([]);
  if (!recruitPicked) return <EmptyState title="No recruit selected" description="Search for a recruit above to see their sessions." />;
  if (loading) return <PageSpinner label="Loading sessions..." />;
  if (sessions.length === 0) return <EmptyState title="No sessions yet" description="Schedule one on the New Session tab." />;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {sessions.map((s) => (
        <SessionRow
          key={s.id}
          session={s}
          leading={
            <input
              type="checkbox"
              aria-label={`Select session ${s.id}`}
              checked={checked.includes(s.id)}
              onChange={(e) => setChecked((c) => (e.target.checked ? [...c, s.id] : c.filter((x) => x !== s.id)))}
            />
          }
          actions={
            <>
              <Button size="sm" variant="ghost" onClick={() => onOpen(s, 'details')}>
                View Details
              </Button>
              {s.status !== 'completed' && (
                <Button size="sm" onClick={() => onOpen(s, 'live')}>
                  Start Live Session
                </Button>
              )}
              {s.status === 'completed' && <PdfButton session={s} />}
            </>
          }
        />
      ))}
    </ul>
  );
}
