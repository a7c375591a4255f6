import { useParams } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import { Badge, EmptyState, PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { formatDateTime } from '@shared/format';
import { PROFORMA_STATUS_LABELS } from '@shared/domain/proforma';
import { LiveProforma } from '../components/live-proforma';
import { useLiveSession } from '../queries';

/** /proforma/{token} — the recruit's live view of their proforma session (read-only; docs/proforma.md, "Screens"). */
export default function ProformaLivePage() {
  const { token = '' } = useParams<{ token: string }>();
  const live = useLiveSession(token);
  if (live.isPending) return <PageSpinner label="Loading your proforma session..." />;
  if (live.isError) return <EmptyState title="This proforma session is not available" description={errorText(live.error, '')} />;
  const s = live.data.session;
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <BrandMark size="sm" />
          <h1 className="text-xl font-semibold text-slate-900">Your proforma build-out</h1>
        </div>
        <p className="text-sm text-slate-600">
          {s.model_type_details.name} · {formatDateTime(s.scheduled_at)} · <Badge>{PROFORMA_STATUS_LABELS[s.status]}</Badge>
        </p>
      </header>
      <p className="text-sm text-slate-600">Your recruiter fills in the numbers; the figures and charts follow as they type.</p>
      <LiveProforma session={s} editable={false} />
    </main>
  );
}
