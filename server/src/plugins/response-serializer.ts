// Every answer goes through its route's zod response schema (docs/architecture.md "Contracts"):
// fields the schema does not name are left out, and an answer that breaks its contract is a 500 in
// the log rather than a surprise in a client. Timestamps leave the database as Date objects and are
// strings on the wire and in the shared types, so Dates become ISO strings before the check.
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { safeEncode } from 'zod/v4/core';

/** The answer as JSON would carry it: every Date an ISO string, everything else as it is. */
function onTheWire(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(onTheWire);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onTheWire(v)]));
  }
  return value;
}

export const responseSerializerCompiler =
  ({ schema, method, url }: { schema: z.ZodType; method: string; url: string }) =>
  (data: unknown): string => {
    const result = safeEncode(schema, onTheWire(data));
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
