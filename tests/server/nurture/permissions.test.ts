// Who may call each nurture and message endpoint: staff everything; a recruit only what its own
// dashboard does, for itself; nobody anonymous (docs/nurture.md, "Permissions").
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff, type Method } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { inDays } from '../recruits/helpers.ts';
import { nurtureRecruit } from './helpers.ts';

const ctx = setupTestApp();
let staffHeaders: Record<string, string>;
let ownHeaders: Record<string, string>;
let own: number;
let other: number;

beforeAll(async () => {
  staffHeaders = (await staff(ctx)).headers;
  own = (await nurtureRecruit(ctx, staffHeaders)).id;
  other = (await nurtureRecruit(ctx, staffHeaders)).id;
  ownHeaders = (await signedIn(ctx, 'recruit', { recruit_id: own })).headers;
});

type Case = [Method, string, () => unknown];
const STAFF_ONLY: Case[] = [
  ['GET', '/api/nurture/campaigns/', () => undefined],
  ['POST', '/api/nurture/campaigns/', () => ({ name: 'X', campaign_type: 'long_term', duration_days: 10 })],
  ['POST', '/api/nurture/enrollments/', () => ({ recruit: own, campaign: 1 })],
  ['PATCH', '/api/nurture/enrollments/1/', () => ({ paused_until: null })],
  ['DELETE', '/api/nurture/enrollments/1/', () => undefined],
  ['POST', '/api/nurture/move-to-long-term/', () => ({ recruit_id: own })],
  ['PATCH', '/api/nurture/meetings/1/', () => ({ attended: true })],
  ['POST', '/api/nurture/send-email/', () => ({ recruit_id: own, subject: 'S', content: 'C' })],
  ['GET', '/api/nurture/dashboard/overview/', () => undefined],
  ['GET', '/api/nurture/tasks/', () => undefined],
  ['POST', '/api/nurture/tasks/1/complete/', () => undefined],
  ['GET', '/api/messages/', () => undefined],
  ['GET', `/api/recruits/${1}/consent/`, () => undefined],
  ['GET', '/api/me/availability/', () => undefined],
  [
    'PUT',
    '/api/me/availability/',
    () => ({ zone: 'America/Chicago', weekly: [], buffer_minutes: 0, lengths: { ops_discovery: 30, founder_culture: 30 } }),
  ],
];
// What a recruit's own dashboard does, aimed at another recruit.
const OWN_ONLY: Case[] = [
  ['POST', '/api/nurture/trigger-high-engagement/', () => ({ recruit_id: other })],
  ['POST', '/api/nurture/opt-out/', () => ({ recruit_id: other })],
  ['PUT', '/api/nurture/sms-consent/', () => ({ recruit_id: other, consent: true })],
  ['GET', `/api/nurture/recruits/${0}/`, () => undefined],
  ['GET', `/api/recruits/${0}/booking_link/`, () => undefined],
  ['POST', '/api/nurture/meetings/', () => ({ recruit: other, meeting_type: 'ops_discovery', scheduled_at: inDays(7) })],
  [
    'POST',
    '/api/nurture/video-engagement/',
    () => ({ recruit: other, video_name: 'V', video_url: 'https://v.example.com', watch_percentage: 5 }),
  ],
];
const withOther = (path: string) => path.replace('/recruits/0/', `/recruits/${other}/`);

describe('nurture and message permissions', () => {
  it('answers 401 to an anonymous caller everywhere', async () => {
    for (const [method, path, body] of [...STAFF_ONLY, ...OWN_ONLY, ['GET', '/api/nurture/enrollments/', () => undefined] as Case]) {
      expect((await call(ctx, method, withOther(path), undefined, body())).statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a recruit on staff-only endpoints', async () => {
    for (const [method, path, body] of STAFF_ONLY) {
      expect((await call(ctx, method, path, ownHeaders, body())).statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('answers 403 to a recruit acting for another recruit, and changes nothing', async () => {
    for (const [method, path, body] of OWN_ONLY) {
      expect((await call(ctx, method, withOther(path), ownHeaders, body())).statusCode, `${method} ${path}`).toBe(403);
    }
    const [row] = await ctx.sql`select status from recruits where id = ${other}`;
    expect(row).toEqual({ status: 'clearview_completed' });
    expect(await ctx.sql`select 1 from consent_entries where recruit_id = ${other}`).toHaveLength(0);
    expect(await ctx.sql`select 1 from nurture_meetings where recruit_id = ${other}`).toHaveLength(0);
  });

  it('lets a recruit do what its dashboard does, for itself; its lists show only its own', async () => {
    const meeting = await call(ctx, 'POST', '/api/nurture/meetings/', ownHeaders, {
      recruit: own,
      meeting_type: 'founder_culture',
      scheduled_at: inDays(7),
    });
    expect(meeting.statusCode).toBe(201);
    await call(ctx, 'POST', '/api/nurture/meetings/', staffHeaders, {
      recruit: other,
      meeting_type: 'ops_discovery',
      scheduled_at: inDays(7),
    });
    const meetings = (await call(ctx, 'GET', '/api/nurture/meetings/', ownHeaders)).json().results;
    expect(meetings.map((m: { recruit: { id: number } }) => m.recruit.id)).toEqual([own]);
    expect((await call(ctx, 'PUT', '/api/nurture/sms-consent/', ownHeaders, { recruit_id: own, consent: true })).json().sms).toMatchObject({
      consent: true,
      phone: '+14155552671',
    });
    expect((await call(ctx, 'POST', '/api/nurture/trigger-high-engagement/', ownHeaders, { recruit_id: own })).statusCode).toBe(201);
    const enrollments = (await call(ctx, 'GET', `/api/nurture/enrollments/?recruit=${other}`, ownHeaders)).json().results;
    expect(enrollments.every((e: { recruit: { id: number } }) => e.recruit.id === own)).toBe(true);
    expect((await call(ctx, 'GET', `/api/nurture/recruits/${own}/`, ownHeaders)).json().enrollment.is_active).toBe(true);
    expect((await call(ctx, 'POST', '/api/nurture/opt-out/', ownHeaders, { recruit_id: own })).json().ended_reason).toBe('opted_out');
  });

  it('answers the unsubscribe link alike for every identity: the token decides, not the sign-in', async () => {
    for (const headers of [undefined, staffHeaders, ownHeaders]) {
      expect((await call(ctx, 'GET', '/api/unsubscribe/junk/status/', headers)).statusCode).toBe(404);
      expect((await call(ctx, 'POST', '/api/unsubscribe/junk/', headers, {})).statusCode).toBe(404);
      expect((await call(ctx, 'GET', '/api/unsubscribe/junk/', headers)).statusCode).toBe(303);
    }
  });

  it('answers the booking link alike for every identity: a junk link is a 404 to anyone', async () => {
    const start = inDays(3);
    for (const headers of [undefined, staffHeaders, ownHeaders]) {
      expect((await call(ctx, 'GET', '/api/booking/junk/slots/?meeting_type=ops_discovery', headers)).statusCode).toBe(404);
      expect((await call(ctx, 'POST', '/api/booking/junk/', headers, { start, meeting_type: 'ops_discovery' })).statusCode).toBe(404);
      expect((await call(ctx, 'POST', '/api/booking/meetings/junk/cancel/', headers)).statusCode).toBe(404);
    }
  });
});
