import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { useReloadingChange } from '@client/lib/use-reloading-change';
import type {
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookEndpointPatch,
} from '@shared/schemas/webhooks';
import { webhookKeys } from './webhook-keys';

/** The company's webhook endpoints (admins only, docs/deployment.md "Webhooks"). */
const fetchEndpoints = (signal: AbortSignal) => api.get<WebhookEndpointList>('/webhooks/endpoints/', { signal });
const createEndpoint = (body: WebhookEndpointCreate) => api.post<WebhookEndpointCreated>('/webhooks/endpoints/', body);
const patchEndpoint = ({ id, patch }: { id: number; patch: WebhookEndpointPatch }) =>
  api.patch<WebhookEndpoint>(`/webhooks/endpoints/${id}/`, patch);
const deleteEndpoint = (id: number) => api.delete<void>(`/webhooks/endpoints/${id}/`);

/** The endpoints, oldest first; the section shows its own error state, so no toast. */
export const useWebhookEndpoints = () => useQuery({ queryKey: webhookKeys.endpoints(), queryFn: ({ signal }) => fetchEndpoints(signal) });

// A change to the endpoints: on success `onDone` runs, then the endpoints and the log are read again.

/** Registers an endpoint; the answer carries its signing secret, shown this once. */
export const useCreateWebhookEndpoint = (onDone: (e: WebhookEndpointCreated) => void) =>
  useReloadingChange({
    send: createEndpoint,
    reload: webhookKeys.all,
    errorToast: 'Failed to add the endpoint',
    formFields: ['url', 'events'],
    onDone,
  });

/** Enables or disables an endpoint, or changes its events. */
export const usePatchWebhookEndpoint = (onDone: (e: WebhookEndpoint) => void) =>
  useReloadingChange({
    send: patchEndpoint,
    reload: webhookKeys.all,
    errorToast: 'Failed to change the endpoint',
    formFields: ['events'],
    onDone,
  });

/** Deletes an endpoint and its delivery log. */
export const useDeleteWebhookEndpoint = (onDone: () => void) =>
  useReloadingChange({
    send: deleteEndpoint,
    reload: webhookKeys.all,
    errorToast: 'Failed to delete the endpoint',
    formFields: [],
    onDone,
  });
