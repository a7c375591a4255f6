import { Badge, type BadgeTone, Button, ResponsiveList } from '@client/components/ui';
import { formatDateTime } from '@shared/format';
import type { WebhookDeliveryStatus } from '@shared/domain/webhooks';
import type { WebhookDelivery } from '@shared/schemas/webhooks';

interface Props {
  deliveries: WebhookDelivery[];
  /** The delivery being replayed. */
  busyId: number | null;
  onReplay: (d: WebhookDelivery) => void;
}

const TONES: Record<WebhookDeliveryStatus, BadgeTone> = { pending: 'yellow', delivered: 'green', failed: 'red' };
const LABELS: Record<WebhookDeliveryStatus, string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

const status = (d: WebhookDelivery) => <Badge tone={TONES[d.status]}>{LABELS[d.status]}</Badge>;
const response = (d: WebhookDelivery) => (d.response_code === null ? (d.attempts > 0 ? 'No answer' : '—') : String(d.response_code));
const lastTry = (d: WebhookDelivery) => (d.last_attempt_at ? formatDateTime(d.last_attempt_at) : 'Not yet');

/** The event, with what this delivery is: a replay, and the last error when one came. */
function EventText({ d }: { d: WebhookDelivery }) {
  return (
    <>
      <code className="text-slate-900">{d.event_type}</code>
      <span className="block text-xs text-slate-500">
        #{d.id}
        {d.replay_of !== null && ` · replay of #${d.replay_of}`}
      </span>
      {d.last_error && <span className="block text-xs break-all text-red-700">{d.last_error}</span>}
    </>
  );
}

/** The delivery log as a table from 768 px, as cards below. */
export function DeliveryRows({ deliveries, busyId, onReplay }: Props) {
  const replay = (d: WebhookDelivery) => (
    <Button
      size="sm"
      variant="outline"
      loading={busyId === d.id}
      disabled={d.status === 'pending' || busyId !== null}
      title={d.status === 'pending' ? 'Still being tried: replay it once it has finished' : undefined}
      onClick={() => onReplay(d)}
      aria-label={`Replay delivery ${d.id}`}
    >
      Replay
    </Button>
  );
  return (
    <ResponsiveList
      breakpoint="md"
      label="Webhook deliveries"
      rows={deliveries}
      rowKey={(d) => d.id}
      rowTestId={() => 'webhook-delivery'}
      rowClassName="align-top"
      look="caps"
      cellClassName="px-3 py-3"
      columns={[
        { header: 'Event', cell: (d) => <EventText d={d} /> },
        { header: 'Endpoint', className: 'max-w-48 break-all text-slate-700', cell: (d) => d.endpoint_url },
        { header: 'Status', cell: status },
        { header: 'Attempts', className: 'text-slate-700', cell: (d) => d.attempts },
        { header: 'Response', className: 'text-slate-700', cell: response },
        {
          header: 'Times',
          className: 'text-slate-600',
          cell: (d) => (
            <>
              <span className="block">Created {formatDateTime(d.created_at)}</span>
              <span className="block">Last attempt {lastTry(d)}</span>
            </>
          ),
        },
        { header: '', cell: replay },
      ]}
      cardClassName="space-y-2 rounded-lg border border-slate-200 p-4 text-sm"
      card={(d) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <EventText d={d} />
            </div>
            {status(d)}
          </div>
          <p className="break-all text-slate-700">{d.endpoint_url}</p>
          <p className="text-slate-600">
            {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'} · response {response(d)}
          </p>
          <p className="text-slate-600">
            Created {formatDateTime(d.created_at)} · last attempt {lastTry(d)}
          </p>
          {replay(d)}
        </>
      )}
    />
  );
}
