import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { earlierToday, inDays } from '../recruits/helpers.ts';
import { SCHEDULING_TEXTS } from '@shared/domain/scheduling.ts';
import { messagesOf, nurtureRecruit } from './helpers.ts';

const ctx = setupTestApp();
// The call invitations (the ClearView session of the set-up has one too).
const invitationsOf = async (id: number) => (await messagesOf(ctx, id)).filter((m) => m.ics && m.subject.includes(' call'));
const line = (ics: string, name: string) =>
  ics
    .split(/\r?\n/)
    .find((l) => l.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe('meetings', () => {
  it('invites with a calendar request; a reschedule keeps the UID and raises SEQUENCE', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers, ['discovery_access_expanded']);
    const at = inDays(7);
    const res = await call(ctx, 'POST', '/api/nurture/meetings/', headers, {
      recruit: r.id,
      meeting_type: 'founder_culture',
      scheduled_at: at,
      meeting_link: 'https://meet.example.com/culture-call',
      notes: 'Meet the founders',
    });
    expect(res.statusCode).toBe(201);
    const meeting = res.json();
    expect(meeting).toMatchObject({
      meeting_type: 'founder_culture',
      meeting_link: 'https://meet.example.com/culture-call',
      attended: null,
      sequence: 0,
    });

    const [first] = await invitationsOf(r.id);
    expect(first).toMatchObject({ type: 'invitation', subject: 'Your Clearpath Founder Culture call is scheduled' });
    const ics = first.ics as string;
    expect(line(ics, 'METHOD')).toBe('REQUEST');
    expect(line(ics, 'SEQUENCE')).toBe('0');
    expect(ics).toContain('SUMMARY:Clearpath: Founder Culture call');
    expect(ics).toMatch(
      new RegExp(`DTSTART:${at.slice(0, 4)}${at.slice(5, 7)}${at.slice(8, 10)}T${at.slice(11, 13)}${at.slice(14, 16)}00Z`),
    );
    expect(ics).toContain(r.email);
    const uid = line(ics, 'UID');
    expect(uid).toMatch(/@clearpath$/);

    const moved = await call(ctx, 'PATCH', `/api/nurture/meetings/${meeting.id}/`, headers, { scheduled_at: inDays(8) });
    expect(moved.json().sequence).toBe(1);
    const [, second] = await invitationsOf(r.id);
    expect(second.subject).toBe('Updated: your Clearpath Founder Culture call');
    expect(line(second.ics as string, 'UID')).toBe(uid);
    expect(line(second.ics as string, 'SEQUENCE')).toBe('1');
    // Notes and outcome alone send nothing.
    await call(ctx, 'PATCH', `/api/nurture/meetings/${meeting.id}/`, headers, { notes: 'Bring questions' });
    expect(await invitationsOf(r.id)).toHaveLength(2);
  });

  it('an attended ops call moves the recruit to ops_call_completed where the pipeline allows, and only there', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers, ['discovery_access_expanded']);
    const m = (
      await call(ctx, 'POST', '/api/nurture/meetings/', headers, { recruit: r.id, meeting_type: 'ops_discovery', scheduled_at: inDays(1) })
    ).json();
    expect(m.meeting_link).toMatch(/^https:\/\/meet\.jit\.si\/Clearpath-ops-discovery-[0-9a-f]{16}$/);
    const done = await call(ctx, 'PATCH', `/api/nurture/meetings/${m.id}/`, headers, { attended: true, outcome: 'Keen on the ops model' });
    expect(done.json()).toMatchObject({ attended: true, outcome: 'Keen on the ops model' });
    expect(done.json().attended_at).not.toBeNull();
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/`, headers)).json().status).toBe('ops_call_completed');

    // At clearview_completed the rule has no move to ops_call_completed: attendance is kept, the status stays.
    const early = await nurtureRecruit(ctx, headers);
    const m2 = (
      await call(ctx, 'POST', '/api/nurture/meetings/', headers, {
        recruit: early.id,
        meeting_type: 'ops_discovery',
        scheduled_at: inDays(1),
      })
    ).json();
    expect((await call(ctx, 'PATCH', `/api/nurture/meetings/${m2.id}/`, headers, { attended: true })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/recruits/${early.id}/`, headers)).json().status).toBe('clearview_completed');
  });

  it('validates: date and time required, not in the past, the link a URL, a known type', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    const post = (body: Record<string, unknown>) =>
      call(ctx, 'POST', '/api/nurture/meetings/', headers, { recruit: r.id, meeting_type: 'ops_discovery', ...body });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors.scheduled_at).toEqual(['Please select date and time']);
    const past = await post({ scheduled_at: '2020-01-01T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      error: SCHEDULING_TEXTS.dateBeforeToday,
      field_errors: { scheduled_at: [SCHEDULING_TEXTS.dateBeforeToday] },
    });
    const earlier = await post({ scheduled_at: earlierToday() });
    expect(earlier.json().error).toBe(SCHEDULING_TEXTS.timePassed);
    const badLink = await post({ scheduled_at: inDays(2), meeting_link: 'not a url' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().field_errors.meeting_link).toEqual([SCHEDULING_TEXTS.linkNotUrl]);
    expect((await post({ scheduled_at: inDays(2), meeting_type: 'lunch' })).statusCode).toBe(400);
    expect(
      (
        await call(ctx, 'POST', '/api/nurture/meetings/', headers, {
          recruit: 999999,
          meeting_type: 'ops_discovery',
          scheduled_at: inDays(2),
        })
      ).statusCode,
    ).toBe(404);
    const [{ count }] = await ctx.sql`select count(*)::int as count from nurture_meetings where recruit_id = ${r.id}`;
    expect(count).toBe(0);
  });
});
