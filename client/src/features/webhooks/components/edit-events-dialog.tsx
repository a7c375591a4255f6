import { useState } from 'react';
import { FormDialog } from '@client/components/ui';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import type { WebhookEventType } from '@shared/domain/webhooks';
import { type WebhookEndpoint, WebhookEndpointPatch } from '@shared/schemas/webhooks';
import { usePatchWebhookEndpoint } from '../api/endpoints';
import { EventCheckboxes } from './event-checkboxes';

/** Edit events: which events an endpoint receives from now on (its URL and secret stay). */
export function EditEventsDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [problems, setProblems] = useState<FormErrors | null>(null);
  const patch = usePatchWebhookEndpoint(() => {
    toast.success('Events saved');
    onClose();
  });
  if (useChanged(endpoint) && endpoint) {
    setEvents(endpoint.events);
    setProblems(null);
    patch.reset();
  }
  const errors = formErrors(problems, patch.error);
  const submit = () => {
    if (!endpoint) return;
    const checked = checkWith(WebhookEndpointPatch, { events });
    setProblems(checked.errors);
    if (checked.data) patch.mutate({ id: endpoint.id, patch: checked.data });
  };
  return (
    <FormDialog
      open={endpoint !== null}
      onClose={onClose}
      title="Edit events"
      description={<span className="break-all">{endpoint?.url}</span>}
      busy={patch.isPending}
      submitLabel="Save events"
      loadingText="Saving..."
      onSubmit={submit}
    >
      <EventCheckboxes value={events} onChange={setEvents} error={errors.events} />
    </FormDialog>
  );
}
