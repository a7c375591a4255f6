import { type FormEvent, useState } from 'react';
import { Button, Field, Modal, ModalActions } from '@client/components/ui';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { useChanged } from '@client/lib/use-changed';
import type { WebhookEventType } from '@shared/domain/webhooks';
import { WebhookEndpointCreate, type WebhookEndpointCreated } from '@shared/schemas/webhooks';
import { useCreateWebhookEndpoint } from '../api/endpoints';
import { EventCheckboxes } from './event-checkboxes';
import { SecretPanel } from './secret-panel';

const FORM_ID = 'add-webhook-endpoint-form';

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
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const checked = checkWith(WebhookEndpointCreate, { url, events });
    setProblems(checked.errors);
    if (checked.data) create.mutate(checked.data);
  };

  if (created)
    return (
      <Modal open={open} onClose={onClose} title="Endpoint added" footer={<Button onClick={onClose}>Done</Button>}>
        <SecretPanel url={created.url} secret={created.secret} />
      </Modal>
    );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add a webhook endpoint"
      description="Clearpath posts each chosen event to this URL, signed with a secret you see once after adding it."
      busy={create.isPending}
      footer={
        <ModalActions onCancel={onClose} onSubmit={() => submit()} busy={create.isPending} loadingText="Adding...">
          Add endpoint
        </ModalActions>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-5">
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
        {/* Enter in the URL submits. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
