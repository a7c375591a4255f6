// Registering webhook endpoints (docs/deployment.md "Webhooks"): the secret is shown once, the list
// never shows it, PATCH disables or changes events, DELETE removes the endpoint with its log, bad
// input is a 400 at its field, and a company has at most MAX_WEBHOOK_ENDPOINTS.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, signInStaff } from '../../support/api.ts';
import { MAX_WEBHOOK_ENDPOINTS } from '@shared/domain/webhooks.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { deliveries, registerEndpoint } from './helpers.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

const E = '/api/webhooks/endpoints/';
const list = async () => (await call(ctx, 'GET', E, headers)).json().results as Record<string, unknown>[];

describe('webhook endpoints', () => {
  it('a new endpoint answers its secret once; the list shows it without the secret', async () => {
    const res = await call(ctx, 'POST', E, headers, { url: 'http://127.0.0.1:9/a', events: ['recruit.status_changed', 'recruit.created'] });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ url: 'http://127.0.0.1:9/a', is_active: true, events: ['recruit.created', 'recruit.status_changed'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const other = await registerEndpoint(ctx, headers, 'http://127.0.0.1:9/b', ['message.failed']);
    expect(other.secret).not.toBe(created.secret);

    const listed = await list();
    expect(listed.map((e) => e.id)).toEqual([created.id, other.id]);
    expect(listed[0]).toEqual({
      id: created.id,
      url: created.url,
      events: created.events,
      is_active: true,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it('PATCH disables and enables an endpoint and changes its events', async () => {
    const { id } = await registerEndpoint(ctx, headers, 'http://127.0.0.1:9/c', ['recruit.created']);
    const off = await call(ctx, 'PATCH', `${E}${id}/`, headers, { is_active: false });
    expect(off.json()).toMatchObject({ id, is_active: false, events: ['recruit.created'] });
    const on = await call(ctx, 'PATCH', `${E}${id}/`, headers, { is_active: true, events: ['onboarding.completed'] });
    expect(on.json()).toMatchObject({ is_active: true, events: ['onboarding.completed'] });
    expect((await call(ctx, 'PATCH', `${E}${id}/`, headers, {})).statusCode).toBe(400);
    expect((await call(ctx, 'PATCH', `${E}999999/`, headers, { is_active: false })).statusCode).toBe(404);
  });

  it('DELETE removes the endpoint and its delivery log', async () => {
    const { id } = await registerEndpoint(ctx, headers, 'http://127.0.0.1:9/d', ['recruit.created']);
    await createRecruit(ctx, headers);
    expect(await deliveries(ctx, headers, `?endpoint=${id}`)).toHaveLength(1);
    const res = await call(ctx, 'DELETE', `${E}${id}/`, headers);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list()).map((e) => e.id)).not.toContain(id);
    expect(await deliveries(ctx, headers, `?endpoint=${id}`)).toEqual([]);
    expect((await call(ctx, 'DELETE', `${E}${id}/`, headers)).statusCode).toBe(404);
  });

  it('refuses bad input at its field', async () => {
    const refusal = async (body: unknown) => {
      const res = await call(ctx, 'POST', E, headers, body);
      expect(res.statusCode).toBe(400);
      return res.json().field_errors;
    };
    expect((await refusal({ events: ['recruit.created'] })).url).toEqual(['URL is required']);
    expect((await refusal({ url: 'ftp://example.com/x', events: ['recruit.created'] })).url).toEqual(['Must be an http or https URL']);
    expect((await refusal({ url: 'not a url', events: ['recruit.created'] })).url).toEqual(['Must be an http or https URL']);
    expect((await refusal({ url: 'https://user:pw@example.com/', events: ['recruit.created'] })).url).toEqual([
      'Must not contain a user name or password',
    ]);
    expect((await refusal({ url: `https://example.com/${'x'.repeat(2048)}`, events: ['recruit.created'] })).url).toEqual([
      'Must be at most 2048 characters',
    ]);
    expect((await refusal({ url: 'https://example.com/', events: [] })).events).toEqual(['Choose at least one event']);
    expect(Object.keys(await refusal({ url: 'https://example.com/', events: ['recruit.deleted'] }))).toEqual(['events.0']);
  });

  it('the delivery log pages and filters, and refuses unknown filters', async () => {
    await registerEndpoint(ctx, headers, 'http://127.0.0.1:9/e', ['recruit.created']);
    await createRecruit(ctx, headers);
    await createRecruit(ctx, headers);
    const page = (await call(ctx, 'GET', '/api/webhooks/deliveries/?page_size=1', headers)).json();
    expect(page).toMatchObject({ count: expect.any(Number), previous: null, results: [expect.any(Object)] });
    expect(page.next).toBe('/api/webhooks/deliveries/?page_size=1&page=2');
    expect((await call(ctx, 'GET', '/api/webhooks/deliveries/?status=lost', headers)).json().field_errors).toHaveProperty('status');
    expect((await call(ctx, 'POST', '/api/webhooks/deliveries/999999/replay/', headers)).statusCode).toBe(404);
  });
  it(`keeps at most ${MAX_WEBHOOK_ENDPOINTS} endpoints`, async () => {
    const have = (await list()).length;
    for (let i = have; i < MAX_WEBHOOK_ENDPOINTS; i += 1)
      await registerEndpoint(ctx, headers, `http://127.0.0.1:9/n${i}`, ['recruit.created']);
    const over = await call(ctx, 'POST', E, headers, { url: 'http://127.0.0.1:9/over', events: ['recruit.created'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(`At most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`);
    expect(await list()).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
  });
});
