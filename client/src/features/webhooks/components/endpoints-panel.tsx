import { useState } from 'react';
import { Button, ConfirmDialog, EmptyState, ErrorState, PageSpinner } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import { MAX_WEBHOOK_ENDPOINTS } from '@shared/domain/webhooks';
import type { WebhookEndpoint } from '@shared/schemas/webhooks';
import { useDeleteWebhookEndpoint, usePatchWebhookEndpoint, useWebhookEndpoints } from '../api/endpoints';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { EditEventsDialog } from './edit-events-dialog';
import { EndpointRows } from './endpoint-rows';

const LIMIT_REACHED = `At most ${MAX_WEBHOOK_ENDPOINTS} endpoints: delete one you no longer use to add another.`;

/** The endpoints with Add, Enable/Disable, Edit events and Delete (after a confirmation naming the URL). */
export function EndpointsPanel() {
  const list = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const toggle = usePatchWebhookEndpoint((e) => toast.success(`${e.url} ${e.is_active ? 'enabled' : 'disabled'}`));
  const remove = useDeleteWebhookEndpoint(() => {
    toast.success('Endpoint deleted');
    setDeleting(null);
  });
  const endpoints = list.data?.results ?? [];
  const full = endpoints.length >= MAX_WEBHOOK_ENDPOINTS;

  const body = list.isPending ? (
    <PageSpinner label="Loading the endpoints..." />
  ) : list.isError ? (
    <ErrorState message="Failed to load the webhook endpoints" onRetry={() => void list.refetch()} />
  ) : endpoints.length === 0 ? (
    <EmptyState title="No endpoints yet" description="Add the URL of a system that should hear about recruits' changes." />
  ) : (
    <EndpointRows
      endpoints={endpoints}
      busyId={toggle.isPending ? toggle.variables.id : null}
      onToggle={(e) => toggle.mutate({ id: e.id, patch: { is_active: !e.is_active } })}
      onEdit={setEditing}
      onDelete={setDeleting}
    />
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">Endpoints</h3>
        <Button onClick={() => setAdding(true)} disabled={list.isPending || full} aria-describedby={full ? 'webhook-limit' : undefined}>
          Add endpoint
        </Button>
      </div>
      {full && (
        <p id="webhook-limit" className="text-sm text-slate-600">
          {LIMIT_REACHED}
        </p>
      )}
      {body}
      <AddEndpointDialog open={adding} onClose={() => setAdding(false)} />
      <EditEventsDialog endpoint={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        message={
          <>
            <span className="font-medium break-all">{deleting?.url}</span> receives nothing more, and its delivery log is deleted with it.
            This cannot be undone.
          </>
        }
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
