// The consent ledger (docs/nurture.md, "Consent"): each opt-in and opt-out is an entry with its
// source and wording; the current state per channel is the newest entry.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { CONSENT_WORDING } from '@shared/domain/consent.ts';
import { nurtureRecruit } from './helpers.ts';

const ctx = setupTestApp();

describe('GET /recruits/{id}/consent/', () => {
  it('starts empty, then lists the recruit’s own opt-in (form) and staff’s withdrawal, newest first', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json()).toEqual({ email: 'none', sms: 'none', entries: [] });

    const own = (await signedIn(ctx, 'recruit', { recruit_id: r.id })).headers;
    expect((await call(ctx, 'PUT', '/api/nurture/sms-consent/', own, { recruit_id: r.id, consent: true })).statusCode).toBe(200);
    // A second agreement is no change and adds no entry.
    await call(ctx, 'PUT', '/api/nurture/sms-consent/', own, { recruit_id: r.id, consent: true });
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json()).toMatchObject({
      sms: 'opted_in',
      entries: [{ channel: 'sms', state: 'opted_in', source: 'form', wording_version: CONSENT_WORDING.smsForm.version }],
    });

    await call(ctx, 'PUT', '/api/nurture/sms-consent/', headers, { recruit_id: r.id, consent: false });
    const ledger = (await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json();
    expect(ledger.sms).toBe('opted_out');
    expect(ledger.entries.map((e: { state: string; source: string }) => [e.state, e.source])).toEqual([
      ['opted_out', 'staff'],
      ['opted_in', 'form'],
    ]);
    expect(ledger.entries[0].wording).toBe(CONSENT_WORDING.smsStaff.text);
    expect((await call(ctx, 'GET', `/api/nurture/recruits/${r.id}/`, headers)).json().sms).toMatchObject({
      consent: false,
      opted_out: true,
    });
  });

  it('answers 404 for an unknown recruit', async () => {
    const { headers } = await staff(ctx);
    expect((await call(ctx, 'GET', '/api/recruits/999999/consent/', headers)).statusCode).toBe(404);
  });
});
