import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { lastMailTo, signedIn } from '../../../support/fixtures.ts';
import { createRecruit, TO_CLEARVIEW_COMPLETED, walk } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

describe('POST /api/recruits/{id}/enable_discovery_access/', () => {
  const completed = async () => {
    const r = await createRecruit(ctx, headers);
    await walk(ctx, headers, r.id, TO_CLEARVIEW_COMPLETED);
    return r;
  };

  it('enables the four default modules, makes a PIN, moves to discovery_access_expanded and e-mails the recruit', async () => {
    const r = await completed();
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/enable_discovery_access/`, headers, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Discovery access enabled with 4 modules');
    expect(body.discovery_access).toEqual({
      recruit: r.id,
      is_enabled: true,
      enabled_modules: ['live-pricing', 'recruiting-calculator', 'ownership-calculator', 'scenarios'],
      pin: expect.stringMatching(/^\d{6}$/),
      granted_at: expect.any(String),
    });
    expect(body.recruit).toMatchObject({
      status: 'discovery_access_expanded',
      discovery_access: { is_enabled: true, granted_at: body.discovery_access.granted_at },
    });
    const mail = await lastMailTo(ctx, r.email);
    expect(mail.text).toContain(body.discovery_access.pin);
    expect(mail.links).toEqual(['http://clearpath.test/recruit/discovery']);
  });

  it('takes a module selection, keeps the PIN, and keeps a later status', async () => {
    const r = await completed();
    const first = (
      await call(ctx, 'POST', `/api/recruits/${r.id}/enable_discovery_access/`, headers, { modules: ['live-pricing'] })
    ).json();
    expect(first.message).toBe('Discovery access enabled with 1 modules');
    await walk(ctx, headers, r.id, ['nurture_high_engagement']);
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/enable_discovery_access/`, headers, {
      modules: ['scenarios', 'live-pricing'],
    });
    const second = res.json();
    expect(second.discovery_access).toMatchObject({ enabled_modules: ['scenarios', 'live-pricing'], pin: first.discovery_access.pin });
    expect(second.recruit.status).toBe('nurture_high_engagement');
    const listed = (await call(ctx, 'GET', `/api/discovery-access/?recruit=${r.id}`, headers)).json();
    expect(listed.results).toEqual([second.discovery_access]);
  });

  it('accepts a request without a body', async () => {
    const r = await completed();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/recruits/${r.id}/enable_discovery_access/`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().discovery_access.enabled_modules).toHaveLength(4);
  });

  it.each([
    ['an unknown module', { modules: ['crystal-ball'] }],
    ['an empty selection', { modules: [] }],
    ['modules as a string', { modules: 'scenarios' }],
  ])('answers 400 for %s', async (_n, payload) => {
    const r = await completed();
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/enable_discovery_access/`, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)[0]).toMatch(/^modules/);
  });

  it('is refused with 409 before ClearView is completed', async () => {
    const r = await createRecruit(ctx, headers);
    await walk(ctx, headers, r.id, ['profile_accepted', 'clearview_scheduled']);
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/enable_discovery_access/`, headers, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('ClearView scheduled');
  });

  it('is staff-only', async () => {
    const r = await completed();
    const me = await signedIn(ctx, 'recruit', { recruit_id: r.id });
    expect((await call(ctx, 'POST', `/api/recruits/${r.id}/enable_discovery_access/`, me.headers, {})).statusCode).toBe(403);
  });
});
