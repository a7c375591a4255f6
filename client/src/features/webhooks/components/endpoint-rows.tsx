import { Badge, Button, TableFrame } from '@client/components/ui';
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
    <>
      <TableFrame label="Webhook endpoints" className="hidden md:block">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              {['URL', 'Events', 'State', 'Created'].map((c) => (
                <th key={c} scope="col" className="px-4 py-3">
                  {c}
                </th>
              ))}
              {/* relative: the sr-only text is placed in this cell, not outside the scrolling frame (where it would widen the page). */}
              <th scope="col" className="relative px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {endpoints.map((e) => (
              <tr key={e.id} data-testid="webhook-endpoint" className="align-top">
                <td className="px-4 py-3 font-medium break-all text-slate-900">{e.url}</td>
                <td className="px-4 py-3">{events(e)}</td>
                <td className="px-4 py-3">{state(e)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDate(e.created_at)}</td>
                <td className="px-4 py-3">{actions(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <ul className="space-y-3 md:hidden" aria-label="Webhook endpoints">
        {endpoints.map((e) => (
          <li key={e.id} data-testid="webhook-endpoint" className="space-y-2 rounded-lg border border-slate-200 p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-all text-slate-900">{e.url}</p>
              {state(e)}
            </div>
            {events(e)}
            <p className="text-sm text-slate-600">Created {formatDate(e.created_at)}</p>
            {actions(e)}
          </li>
        ))}
      </ul>
    </>
  );
}
