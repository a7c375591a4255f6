import { useState } from 'react';
import { Button, Field, FormDialog } from '@client/components/ui';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { useChanged } from '@client/lib/use-changed';
import type { WebhookEventType } from '@shared/domain/webhooks';
import { WebhookEndpointCreate, type WebhookEndpointCreated } from '@shared/schemas/webhooks';
import { useCreateWebhookEndpoint } from '../api/endpoints';
import { EventCheckboxes } from './event-checkboxes';
import { SecretPanel } from './secret-panel';

/** Add endpoint: its URL and events, checked with the shared schema; then its signing secret, once. */
export function AddEndpointDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [problems, setProblems] = useState<FormErrors | null>(null);
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const create = useCreateWebhookEndpoint(setCreated);
  if (useChanged(open) && open) {
    setUrl('');
    setEvents([]);
    setProblems(null);
    setCreated(null);
    create.reset();
  }
  const errors = formErrors(problems, create.error);
  const submit = () => {
    const checked = checkWith(WebhookEndpointCreate, { url, events });
    setProblems(checked.errors);
    if (checked.data) create.mutate(checked.data);
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add a webhook endpoint"
      description="Clearpath posts each chosen event to this URL, signed with a secret you see once after adding it."
      busy={create.isPending}
      submitLabel="Add endpoint"
      loadingText="Adding..."
      onSubmit={submit}
      // The bottom padding keeps the room under the fields this dialog has always shown.
      className="space-y-5 pb-5"
      done={
        created && {
          title: 'Endpoint added',
          body: <SecretPanel url={created.url} secret={created.secret} />,
          footer: <Button onClick={onClose}>Done</Button>,
        }
      }
    >
      <Field
        label="URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://hooks.example.com/clearpath"
        hint="https, reachable from the internet; no user name or password in it."
        required
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
      />
      <EventCheckboxes value={events} onChange={setEvents} error={errors.events} />
    </FormDialog>
  );
}
