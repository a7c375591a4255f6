import { z } from 'zod';
import type { AreaRoutes } from '../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import {
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookEndpointPatch,
} from '@shared/schemas/webhooks.ts';
import * as service from './service.ts';

/** Webhooks (docs/deployment.md "Webhooks"): the company's integrations, for admins only. */
export const webhookRoutes: AreaRoutes = async (app, { deps }) => {
  const onRequest = app.auth.admin;
  const E = '/webhooks/endpoints';

  app.get(`${E}/`, { onRequest, schema: { response: { 200: WebhookEndpointList } } }, () => service.listEndpoints(deps));

  app.post(`${E}/`, { onRequest, schema: { body: WebhookEndpointCreate, response: { 201: WebhookEndpointCreated } } }, async (req, reply) =>
    reply.code(201).send(await service.createEndpoint(deps, req.user.sub, req.body)),
  );

  app.patch(
    `${E}/:id/`,
    { onRequest, schema: { params: idParam, body: WebhookEndpointPatch, response: { 200: WebhookEndpoint } } },
    (req) => service.patchEndpoint(deps, req.params.id, req.body),
  );

  app.delete(`${E}/:id/`, { onRequest, schema: { params: idParam, response: { 204: z.null() } } }, async (req, reply) => {
    await service.deleteEndpoint(deps, req.params.id);
    return reply.code(204).send(null);
  });

  app.get(
    '/webhooks/deliveries/',
    { onRequest, schema: { querystring: WebhookDeliveryQuery, response: { 200: WebhookDeliveryList } } },
    (req) => service.listDeliveries(deps, req.query, req.url),
  );

  app.post(
    '/webhooks/deliveries/:id/replay/',
    { onRequest, schema: { params: idParam, response: { 201: WebhookDelivery } } },
    async (req, reply) => reply.code(201).send(await service.replayDelivery(deps, req.params.id)),
  );
};
