import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { API, makeRecruit, pendingRequest, recruitUser } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

describe('GET requests/', () => {
  it('filters by status and searches by name or e-mail; recruiters see all', async () => {
    const a = await pendingRequest(ctx, headers, {}, { first_name: 'Zelda', last_name: 'Quinn' });
    const b = await pendingRequest(ctx, headers, {}, { first_name: 'Yusuf', last_name: 'Quinn' });
    await call(ctx, 'POST', `${API}/requests/${b.request.id}/reject/`, headers);

    const quinn = (await call(ctx, 'GET', `${API}/requests/?search=quinn`, headers)).json();
    expect(quinn.count).toBe(2);
    expect(quinn.results.map((r: { id: number }) => r.id)).toEqual([b.request.id, a.request.id]);
    const pending = (await call(ctx, 'GET', `${API}/requests/?search=quinn&status=pending`, headers)).json();
    expect(pending.results.map((r: { id: number }) => r.id)).toEqual([a.request.id]);
    const byEmail = (await call(ctx, 'GET', `${API}/requests/?search=${encodeURIComponent(a.recruit.email)}`, headers)).json();
    expect(byEmail.results.map((r: { id: number }) => r.id)).toEqual([a.request.id]);
    const all = (await call(ctx, 'GET', `${API}/requests/?status=all&search=`, headers)).json();
    expect(all.count).toBeGreaterThanOrEqual(2);
    expect((await call(ctx, 'GET', `${API}/requests/?status=done`, headers)).statusCode).toBe(400);
    expect((await call(ctx, 'GET', `${API}/requests/?search=${'s'.repeat(10_000)}`, headers)).statusCode).toBe(400);
  });

  it('pages with next', async () => {
    await pendingRequest(ctx, headers);
    await pendingRequest(ctx, headers);
    const first = (await call(ctx, 'GET', `${API}/requests/?page_size=1`, headers)).json();
    expect(first.results).toHaveLength(1);
    expect(first.next).toBe('/api/onboarding/api/requests/?page_size=1&page=2');
    const second = (await call(ctx, 'GET', first.next, headers)).json();
    expect(second.results[0].id).not.toBe(first.results[0].id);
  });

  it('a recruit user sees only their own requests; anonymous gets 401', async () => {
    await pendingRequest(ctx, headers);
    const { recruit, headers: mine } = await recruitUser(ctx);
    await call(ctx, 'POST', `${API}/requests/`, mine, {});
    const list = (await call(ctx, 'GET', `${API}/requests/`, mine)).json();
    expect(list.results.map((r: { recruit_id: number }) => r.recruit_id)).toEqual([recruit.id]);
    expect((await call(ctx, 'GET', `${API}/requests/`)).statusCode).toBe(401);
  });
});

describe('GET /api/recruits/onboarding_ready/', () => {
  it('leaves out recruits with a live request', async () => {
    const free = await makeRecruit(ctx, { first_name: 'Ready', last_name: 'Rex' });
    const { recruit: taken } = await pendingRequest(ctx, headers, {}, { first_name: 'Ready', last_name: 'Rita' });
    const list = (await call(ctx, 'GET', '/api/recruits/onboarding_ready/?search=ready', headers)).json();
    const ids = list.results.map((r: { id: number }) => r.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(taken.id);
  });
});
