import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { lastMailTo, signedIn } from '../../../support/fixtures.ts';
import { createRecruit, inDays, walk } from '../helpers.ts';
import { call, signInStaff } from '../../../support/api.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

describe('POST /api/recruits/{id}/send_acceptance_invite/', () => {
  it('answers an invite URL, e-mails it and logs invite_sent', async () => {
    const r = await createRecruit(ctx, headers);
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/send_acceptance_invite/`, headers);
    expect(res.statusCode).toBe(200);
    const { inviteUrl } = res.json();
    expect(inviteUrl).toMatch(/^http:\/\/clearpath\.test\/accept\/[A-Za-z0-9_-]{43}$/);
    const mail = await lastMailTo(ctx, r.email);
    expect(mail.links).toEqual([inviteUrl]);
    expect(mail.text).toContain(inviteUrl);
    const log = (await call(ctx, 'GET', `/api/activity-logs/?recruit=${r.id}`, headers)).json();
    expect(log.results[0].action).toBe('invite_sent');
    // Only the hash is kept.
    const [stored] = await ctx.sql`select token_hash from acceptance_tokens where recruit_id = ${r.id}`;
    expect(inviteUrl).not.toContain(stored.token_hash);
  });

  it('a new invite replaces the old link', async () => {
    const r = await createRecruit(ctx, headers);
    const first = (await call(ctx, 'POST', `/api/recruits/${r.id}/send_acceptance_invite/`, headers)).json().inviteUrl;
    const second = (await call(ctx, 'POST', `/api/recruits/${r.id}/send_acceptance_invite/`, headers)).json().inviteUrl;
    expect(second).not.toBe(first);
    const token = (url: string) => url.split('/accept/')[1];
    expect((await call(ctx, 'GET', `/api/accept/${token(first)}/`)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/accept/${token(second)}/`)).statusCode).toBe(200);
  });

  it('is refused with 409 once the profile is accepted', async () => {
    const r = await createRecruit(ctx, headers);
    await walk(ctx, headers, r.id, ['profile_accepted']);
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/send_acceptance_invite/`, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('Profile Accepted – Pending ClearView Session');
  });

  it('answers 404, 401 and 403 where it should', async () => {
    expect((await call(ctx, 'POST', '/api/recruits/999999/send_acceptance_invite/', headers)).statusCode).toBe(404);
    expect((await call(ctx, 'POST', '/api/recruits/1/send_acceptance_invite/')).statusCode).toBe(401);
    const own = await createRecruit(ctx, headers);
    const me = await signedIn(ctx, 'recruit', { recruit_id: own.id });
    expect((await call(ctx, 'POST', `/api/recruits/${own.id}/send_acceptance_invite/`, me.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/recruits/{id}/schedule_clearview/', () => {
  const accepted = async () => {
    const r = await createRecruit(ctx, headers);
    await walk(ctx, headers, r.id, ['profile_accepted']);
    return r;
  };

  it('schedules with a generated link, moves to clearview_scheduled and invites the recruit', async () => {
    const r = await accepted();
    const when = inDays(3);
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, headers, {
      recruitId: r.id,
      scheduledDate: when,
      linkType: 'generated',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.session).toEqual({
      id: expect.any(Number),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      scheduled_at: when,
      meeting_link: expect.stringMatching(/^https:\/\/meet\.jit\.si\/Clearpath-ClearView-[0-9a-f]{16}$/),
      link_type: 'generated',
      status: 'scheduled',
    });
    expect(body.meetingLink).toBe(body.session.meeting_link);
    expect(body.clearviewUrl).toBe(`http://clearpath.test/clearview/${body.session.token}`);
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/`, headers)).json().status).toBe('clearview_scheduled');
    const mail = await lastMailTo(ctx, r.email);
    expect(mail.links).toEqual([body.meetingLink, body.clearviewUrl]);
    expect(mail.text).toContain('60-90 minutes');
    const log = (await call(ctx, 'GET', `/api/activity-logs/?recruit=${r.id}`, headers)).json();
    expect(log.results.map((a: { action: string }) => a.action).slice(0, 2)).toEqual(['clearview_scheduled', 'status_updated']);
  });

  it('generates a different room for every session', async () => {
    const a = await accepted();
    const b = await accepted();
    const link = async (id: number) =>
      (
        await call(ctx, 'POST', `/api/recruits/${id}/schedule_clearview/`, headers, { scheduledDate: inDays(2), linkType: 'generated' })
      ).json().meetingLink;
    expect(await link(a.id)).not.toBe(await link(b.id));
  });

  it('uses a custom link and re-schedules the pending session without a status change', async () => {
    const r = await accepted();
    const first = (
      await call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, headers, { scheduledDate: inDays(2), linkType: 'generated' })
    ).json();
    const later = inDays(5);
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, headers, {
      scheduledDate: later,
      linkType: 'custom',
      meetingLink: 'https://zoom.us/j/123456789',
    });
    expect(res.statusCode).toBe(200);
    const again = res.json();
    expect(again.session).toMatchObject({
      id: first.session.id,
      token: first.session.token,
      scheduled_at: later,
      meeting_link: 'https://zoom.us/j/123456789',
      link_type: 'custom',
    });
    const timeline = (await call(ctx, 'GET', `/api/recruits/${r.id}/timeline/`, headers)).json().results;
    expect(timeline.map((t: { stage: string }) => t.stage)).toEqual(['profile_created', 'profile_accepted', 'clearview_scheduled']);
    expect((await lastMailTo(ctx, r.email)).subject).toBe('Your ClearView session has a new time');
  });

  it.each([
    ['a date before today', { scheduledDate: inDays(-3), linkType: 'generated' }, 'The date cannot be before today', 'scheduledDate'],
    ['a custom link missing', { scheduledDate: inDays(1), linkType: 'custom' }, 'Please provide a custom meeting link', 'meetingLink'],
    [
      'a custom link that is no URL',
      { scheduledDate: inDays(1), linkType: 'custom', meetingLink: 'zoom meeting' },
      'The meeting link must be a web address starting with https://',
      'meetingLink',
    ],
    [
      'a javascript: link',
      { scheduledDate: inDays(1), linkType: 'custom', meetingLink: 'javascript:alert(1)' },
      'The meeting link must be a web address starting with https://',
      'meetingLink',
    ],
  ])('answers 400 for %s', async (_n, payload, error, field) => {
    const r = await accepted();
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field_errors: { [field]: [error] } });
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/`, headers)).json().status).toBe('profile_accepted');
  });

  it.each([
    ['no date', { linkType: 'generated' }, 'scheduledDate'],
    ['a date that is not a date-time', { scheduledDate: 'next tuesday', linkType: 'generated' }, 'scheduledDate'],
    ['an unknown link type', { scheduledDate: inDays(1), linkType: 'teams' }, 'linkType'],
    [
      'a 10,000-character link',
      { scheduledDate: inDays(1), linkType: 'custom', meetingLink: `https://x.io/${'a'.repeat(10_000)}` },
      'meetingLink',
    ],
  ])('answers 400 for %s', async (_n, payload, field) => {
    const r = await accepted();
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toContain(field);
  });

  it('is refused with 409 before the profile is accepted', async () => {
    const r = await createRecruit(ctx, headers);
    const res = await call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, headers, {
      scheduledDate: inDays(1),
      linkType: 'generated',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('Profile Created – Awaiting Acceptance');
  });

  it('is staff-only', async () => {
    const r = await accepted();
    const me = await signedIn(ctx, 'recruit', { recruit_id: r.id });
    const payload = { scheduledDate: inDays(1), linkType: 'generated' };
    expect((await call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, me.headers, payload)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `/api/recruits/${r.id}/schedule_clearview/`, undefined, payload)).statusCode).toBe(401);
  });
});
