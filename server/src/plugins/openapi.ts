// The API reference (docs/architecture.md "Contracts"): @fastify/swagger collects every route
// registered after it, and the zod type provider's transform turns each route's zod request and
// response schemas into the OpenAPI 3.1 document. Nothing is written by hand: a route without a
// response schema shows as one in the document, and tests/server/contracts fails on it.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Clearpath API',
        version: '1',
        description: 'Recruiting and onboarding: recruits, ClearView sessions, nurture, proforma, onboarding.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
});
