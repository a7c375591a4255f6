import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldErrors } from '../lib/http-error.ts';
import type { ErrorResponse } from '@shared/schemas/common.ts';

/** The one error shape (shared ErrorResponse), plus the extra fields some refusals carry (e.g. `reason`). */
type ErrorBody = ErrorResponse & { field_errors?: FieldErrors; [extra: string]: unknown };

/** Turns every failure into `{ error, field_errors? }` with the right status; only real bugs are 500s. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(err);
    if (status >= 500) request.log.error({ err }, 'unhandled error');
    reply.status(status).send(body);
  });

  // Unknown /api paths answer 404 JSON; when the SPA is served, any other GET gets its index.html.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/ws/');
    if (!isApi && request.method === 'GET' && typeof reply.sendFile === 'function') {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: `No such endpoint: ${request.method} ${path}` });
  });
});

function toErrorBody(err: FastifyError): { status: number; body: ErrorBody } {
  if (err instanceof HttpError) {
    return {
      status: err.statusCode,
      body: { ...err.extra, error: err.message, ...(err.fieldErrors && { field_errors: err.fieldErrors }) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fieldErrors: FieldErrors = {};
    for (const v of err.validation) {
      const path =
        v.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
        '_';
      fieldErrors[path] = [...(fieldErrors[path] ?? []), v.message ?? 'Invalid value'];
    }
    return { status: 400, body: { error: plainSummary(fieldErrors), field_errors: fieldErrors } };
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'The request body is not valid JSON' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'The request body is too large' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'Send the request body as application/json' } };
  }
  const fromDb = databaseError(err as unknown as { name?: string; code?: string });
  if (fromDb) return fromDb;
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status === 429) return { status, body: { error: err.message || 'Too many requests. Please wait a minute and try again.' } };
  if (status >= 400 && status < 500) return { status, body: { error: err.message || 'Bad request' } };
  return { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } };
}

// zod's own texts ("Invalid input: expected string, received number") name no field: those get the field's name.
const GENERIC = /^(invalid|expected|too (small|big)|unrecognized|required)/i;
const fieldLabel = (path: string) => {
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path;
  const words = last
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The `error` of a refused body, query or path in plain words: each field's first message, as the
 * form shows it beside the field (never the field's code name or where it was sent).
 */
function plainSummary(fieldErrors: FieldErrors): string {
  const lines = Object.entries(fieldErrors).map(([field, [first = 'Invalid value']]) =>
    field !== '_' && GENERIC.test(first) ? `${fieldLabel(field)}: ${first}` : first,
  );
  return [...new Set(lines)].join('; ') || 'Invalid input';
}

/**
 * Defence in depth: a value the validation let through but PostgreSQL refuses (a NUL byte, an
 * out-of-range number, a race on a unique key) is still the client's input, so it is a 4xx.
 */
function databaseError(err: { name?: string; code?: string }): { status: number; body: ErrorBody } | null {
  if (err.name !== 'PostgresError' || typeof err.code !== 'string') return null;
  if (err.code === '23505') return { status: 409, body: { error: 'This record already exists' } };
  if (err.code === '23503')
    return { status: 409, body: { error: 'This record is referenced by, or refers to, a record that does not exist' } };
  if (err.code.startsWith('22')) return { status: 400, body: { error: 'The request contains a value that cannot be stored' } };
  return null;
}
