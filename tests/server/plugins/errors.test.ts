import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { setupTestApp } from '../../support/test-app.ts';

const ctx = setupTestApp();
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx.app.close());

function get(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests refused by the HTTP parser', () => {
  it('answers oversize headers with 431 in the one error shape', async () => {
    const res = await get('/api/auth/demo-credentials/', { 'x-padding': 'x'.repeat(40_000) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ error: 'The request headers are too large' });
  });

  it('serves ordinary requests on the same server', async () => {
    const res = await get('/api/auth/demo-credentials/', {});
    expect(res.status).toBe(200);
  });
});

describe('validation refusals in plain words', () => {
  it("names the field of zod's own texts, and says each field's message once", async () => {
    const { staff } = await import('../../support/api.ts');
    const headers = (await staff(ctx)).headers;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/nurture/meetings/',
      headers,
      payload: { recruit: 1, meeting_type: 'ops_discovery', scheduled_at: '2020-01-01T10:00:00Z', duration_minutes: 'long' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.field_errors.scheduled_at).toEqual(['The date cannot be before today']);
    expect(body.field_errors.duration_minutes[0]).toMatch(/^Invalid input/);
    expect(body.error).toBe(`The date cannot be before today; Duration minutes: ${body.field_errors.duration_minutes[0]}`);
  });
});
