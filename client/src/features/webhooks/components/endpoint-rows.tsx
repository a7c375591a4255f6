import { Badge, Button, ResponsiveList } from '@client/components/ui';
import { formatDate } from '@shared/format';
import type { WebhookEndpoint } from '@shared/schemas/webhooks';

interface Props {
  endpoints: WebhookEndpoint[];
  /** The endpoint whose enable/disable is being saved. */
  busyId: number | null;
  onToggle: (e: WebhookEndpoint) => void;
  onEdit: (e: WebhookEndpoint) => void;
  onDelete: (e: WebhookEndpoint) => void;
}

const state = (e: WebhookEndpoint) => (e.is_active ? <Badge tone="green">Enabled</Badge> : <Badge tone="gray">Disabled</Badge>);

const events = (e: WebhookEndpoint) => (
  <div className="flex flex-wrap gap-1">
    {e.events.map((ev) => (
      <Badge key={ev} tone="indigo">
        {ev}
      </Badge>
    ))}
  </div>
);

/** The endpoints as a table from 768 px, as cards below. */
export function EndpointRows({ endpoints, busyId, onToggle, onEdit, onDelete }: Props) {
  const actions = (e: WebhookEndpoint) => (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        loading={busyId === e.id}
        disabled={busyId !== null}
        onClick={() => onToggle(e)}
        aria-label={`${e.is_active ? 'Disable' : 'Enable'} ${e.url}`}
      >
        {e.is_active ? 'Disable' : 'Enable'}
      </Button>
      <Button size="sm" variant="outline" onClick={() => onEdit(e)} aria-label={`Edit events of ${e.url}`}>
        Edit events
      </Button>
      <Button size="sm" variant="danger" onClick={() => onDelete(e)} aria-label={`Delete ${e.url}`}>
        Delete
      </Button>
    </div>
  );
  return (
    <ResponsiveList
      breakpoint="md"
      label="Webhook endpoints"
      rows={endpoints}
      rowKey={(e) => e.id}
      rowTestId={() => 'webhook-endpoint'}
      rowClassName="align-top"
      look="caps"
      columns={[
        { header: 'URL', className: 'font-medium break-all text-slate-900', cell: (e) => e.url },
        { header: 'Events', cell: events },
        { header: 'State', cell: state },
        { header: 'Created', className: 'whitespace-nowrap text-slate-600', cell: (e) => formatDate(e.created_at) },
        { header: '', cell: actions },
      ]}
      cardClassName="space-y-2 rounded-lg border border-slate-200 p-4"
      card={(e) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-medium break-all text-slate-900">{e.url}</p>
            {state(e)}
          </div>
          {events(e)}
          <p className="text-sm text-slate-600">Created {formatDate(e.created_at)}</p>
          {actions(e)}
        </>
      )}
    />
  );
}
