// The API reference (docs/architecture.md "Contracts", docs/deployment.md "API reference"):
// @fastify/swagger collects every route registered after it, and the zod type provider's transform
// turns each route's zod request and response schemas into the OpenAPI 3.1 document. Nothing is
// written by hand: a route without a response schema shows as one in the document, and
// tests/server/contracts fails on it. The webhooks' bodies come from their zod schemas too.
//
// Who reads it: signed-in staff. GET /api/openapi.json answers a staff bearer token; /api/docs/ is
// swagger-ui, a static page (it holds no data) whose requests carry the bearer the app stored at
// sign-in (the token handoff below), so it works for staff who opened it from the app.
import swagger from '@fastify/swagger';
import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_SIGNATURE_HEADER } from '@shared/domain/webhooks.ts';
import { webhookEventBody } from '@shared/schemas/webhooks.ts';

/** The webhooks section: what each event's delivery posts (OpenAPI 3.1 `webhooks`). */
const webhooks = Object.fromEntries(
  WEBHOOK_EVENTS.map((type) => [
    type,
    {
      post: {
        summary: WEBHOOK_EVENT_LABELS[type],
        description: `Signed with the endpoint's secret: header ${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">.`,
        requestBody: { content: { 'application/json': { schema: z.toJSONSchema(webhookEventBody(type), { io: 'output' }) as object } } },
        responses: { '200': { description: 'Any 2xx answer delivers the event; anything else is retried with backoff.' } },
      },
    },
  ]),
);

/**
 * The token handoff of /api/docs/ (run in the browser: serialized into swagger-ui's initializer).
 * Every request carries the access token the app keeps in localStorage (client/src/lib/credentials.ts,
 * key `access_token`). When the document itself is refused (signed out, or the token expired), the
 * page goes to the app's API reference page, which signs in or refreshes and comes back; a marker
 * it sets stops a second round trip.
 */
const uiConfig: FastifySwaggerUiOptions['uiConfig'] = {
  requestInterceptor: (request) => {
    const token = window.localStorage.getItem('access_token');
    if (token) request.headers.Authorization = `Bearer ${token}`;
    return request;
  },
  responseInterceptor: (response) => {
    const refused = response.status === 401 || response.status === 403;
    const sentBack = Number(window.sessionStorage.getItem('api-docs-handoff') ?? 0) > Date.now() - 10_000;
    if (refused && /\/api\/docs\/json$/.test(response.url) && !sentBack) window.location.replace('/dashboard/api-reference');
    return response;
  },
};

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Clearpath API',
        version: '1',
        description:
          'Recruiting and onboarding: recruits, ClearView sessions, nurture, proforma, onboarding. Every route answers the error shape {error, field_errors}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      webhooks,
    },
    transform: jsonSchemaTransform,
  });

  // Resolved when a request arrives: the auth plugin is registered after this one.
  const staffOnly = (request: FastifyRequest) => app.auth.recruiter(request);

  app.get('/api/openapi.json', { onRequest: staffOnly, schema: { hide: true } }, () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig,
    // swagger-ui's copies of the document (/api/docs/json, /yaml) are staff-only like /api/openapi.json;
    // its page and assets are the same for everyone.
    uiHooks: {
      onRequest: async (request) => {
        if (/\/(json|yaml)$/.test(request.routeOptions.url ?? '')) await staffOnly(request);
      },
    },
  });
});
