// Every route has a zod response schema (DESIGN.md §3, docs/architecture.md "Contracts"): read
// from the OpenAPI document the app generates from its routes, so a route added without one fails
// here by name.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';

const ctx = setupTestApp();

type Answer = { content?: unknown; description?: string };
type Operation = { responses?: Record<string, Answer> };
// @fastify/swagger fills in a bare "200: Default Response" for a route that declares nothing.
const declared = ([status, answer]: [string, Answer]) => /^[23]\d\d$/.test(status) && (answer.content !== undefined || status === '204');
type Document = { paths: Record<string, Record<string, Operation>> };

/** "GET /api/recruits/{id}/" for every operation that declares no answer for a success. */
function routesWithoutResponseSchema(doc: Document): string[] {
  const missing: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!Object.entries(op.responses ?? {}).some(declared)) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing.sort();
}

describe('response schemas', () => {
  it('every route names the schema of its answer', () => {
    const doc = (ctx.app as unknown as { swagger(): Document }).swagger();
    const missing = routesWithoutResponseSchema(doc);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
