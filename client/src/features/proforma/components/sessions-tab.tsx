import { useState } from 'react';
import { Button, EmptyState, PageSpinner } from '@client/components/ui';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { PdfButton } from './pdf-button';
import { SessionList } from './session-list';

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
    <SessionList
      sessions={sessions}
      check={{
        label: 'Select session',
        ids: checked,
        onToggle: (id, on) => setChecked((c) => (on ? [...c, id] : c.filter((x) => x !== id))),
      }}
      actions={(s) => (
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
      )}
    />
  );
}
