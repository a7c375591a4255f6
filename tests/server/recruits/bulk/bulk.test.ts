// POST /api/recruits/bulk/ (docs/recruits-api.md, "Bulk actions"): one result per recruit, each
// through the single-recruit rule, each in its own transaction, each in the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { call, signInStaff } from '../../../support/api.ts';
import { signedIn } from '../../../support/fixtures.ts';
import type { Recruit } from '@shared/schemas/recruits.ts';
import { HIGH_ENGAGEMENT_CAMPAIGN_ID } from '@shared/domain/nurture.ts';
import { createRecruit, placeAt } from '../helpers.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
const bulk = (body: unknown, h = headers) => call(ctx, 'POST', '/api/recruits/bulk/', h, body);
const auditOf = (action: string) =>
  ctx.sql<
    { object_id: string; before: unknown; after: unknown }[]
  >`select object_id, before, after from audit_log where action = ${action} order by id`;

let ready: Recruit[];
beforeAll(async () => {
  ready = [await createRecruit(ctx, headers), await createRecruit(ctx, headers), await createRecruit(ctx, headers)];
  for (const r of ready.slice(0, 2)) await placeAt(ctx, r.id, 'discovery_access_expanded');
});

describe('bulk status', () => {
  it('moves the recruits the rule allows and refuses the others, each with its reason', async () => {
    const [a, b, early] = ready;
    const res = await bulk({ action: 'status', ids: [a.id, early.id, b.id, 999_999], status: 'ops_call_completed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: a.id, ok: true },
        { id: early.id, ok: false, error: expect.stringMatching(/^Cannot move a recruit from "Profile Created/) },
        { id: b.id, ok: true },
        { id: 999_999, ok: false, error: 'Recruit not found' },
      ],
      succeeded: 2,
      failed: 2,
    });
    for (const r of [a, b]) expect((await call(ctx, 'GET', `/api/recruits/${r.id}/`, headers)).json().status).toBe('ops_call_completed');
    expect((await call(ctx, 'GET', `/api/recruits/${early.id}/`, headers)).json().status).toBe('profile_created');
    const audit = await auditOf('recruit.status');
    expect(audit).toEqual([
      { object_id: String(a.id), before: { status: 'discovery_access_expanded' }, after: { status: 'ops_call_completed' } },
      { object_id: String(b.id), before: { status: 'discovery_access_expanded' }, after: { status: 'ops_call_completed' } },
    ]);
  });

  it('refuses a move that needs its own action, as the single PATCH does', async () => {
    const [, , early] = ready;
    const res = await bulk({ action: 'status', ids: [early.id], status: 'profile_accepted' });
    expect(res.json().results[0]).toMatchObject({ ok: false, error: expect.stringMatching(/invite/i) });
  });
});

describe('bulk assign', () => {
  it('reassigns to an active recruiter and records before and after', async () => {
    const other = await signedIn(ctx, 'recruiter', { role: 'recruiter' });
    const [a, b] = ready;
    const res = await bulk({ action: 'assign', ids: [a.id, b.id], recruiter: other.account.id });
    expect(res.json()).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await call(ctx, 'GET', `/api/recruits/${a.id}/`, headers)).json().recruiter).toBe(other.account.id);
    const audit = await auditOf('recruit.owner');
    expect(audit.map((r) => r.after)).toEqual([{ recruiter: other.account.id }, { recruiter: other.account.id }]);
  });

  it('answers 400 for an owner who is not an active admin or recruiter', async () => {
    const recruitUser = await signedIn(ctx, 'recruit');
    const res = await bulk({ action: 'assign', ids: [ready[0].id], recruiter: recruitUser.account.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.recruiter).toBeDefined();
  });
});

describe('bulk enroll and email', () => {
  it('enrols through the nurture rule and refuses a recruit before ClearView', async () => {
    const fresh = await createRecruit(ctx, headers);
    await placeAt(ctx, fresh.id, 'clearview_completed');
    const res = await bulk({ action: 'enroll', ids: [fresh.id, ready[2].id], campaign: HIGH_ENGAGEMENT_CAMPAIGN_ID });
    expect(res.json().results).toEqual([
      { id: fresh.id, ok: true },
      { id: ready[2].id, ok: false, error: expect.stringMatching(/cannot start a High Engagement campaign/) },
    ]);
    expect((await call(ctx, 'GET', `/api/recruits/${fresh.id}/`, headers)).json().status).toBe('nurture_high_engagement');
    expect((await auditOf('recruit.enroll')).map((r) => r.object_id)).toEqual([String(fresh.id)]);
  });

  it('queues one e-mail per recruit with the List-Unsubscribe header', async () => {
    const [a] = ready;
    const res = await bulk({ action: 'email', ids: [a.id], subject: 'Hello {first_name}', body: 'A note for you.' });
    expect(res.json()).toMatchObject({ succeeded: 1, failed: 0 });
    const [mail] = await ctx.sql<{ subject: string; list_unsubscribe: string | null }[]>`
      select subject, list_unsubscribe from messages where recruit_id = ${a.id} and channel = 'email' order by id desc limit 1`;
    expect(mail.subject).toBe(`Hello ${a.first_name}`);
    expect(mail.list_unsubscribe).toMatch(/^<https?:\/\/.+\/api\/unsubscribe\//);
    expect((await auditOf('recruit.email')).map((r) => r.object_id)).toEqual([String(a.id)]);
  });
});

describe('bulk body', () => {
  it('answers 400 for no ids, over 500 ids and an unknown action', async () => {
    expect((await bulk({ action: 'status', ids: [], status: 'onboarded' })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await bulk({ action: 'status', ids: many, status: 'onboarded' })).statusCode).toBe(400);
    expect((await bulk({ action: 'delete', ids: [1] })).statusCode).toBe(400);
  });
});
