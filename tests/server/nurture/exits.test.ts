// The exits (docs/nurture.md, "Exit"): an inbound reply, a booked meeting and an opt-out each end
// the running sequence with their reason, tell the recruiter in the bell and stand in the
// recruit's activity; nothing more is sent afterwards.
import { NURTURE_EXIT_LABELS, type NurtureExit } from '@shared/domain/nurture.ts';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff, type Headers } from '../../support/api.ts';
import { HIGH_ENGAGEMENT_CAMPAIGN_ID } from '@shared/domain/nurture.ts';
import { inDays } from '../recruits/helpers.ts';
import { nurtureRecruit, TWILIO_TEST_ENV, twilioPost } from './helpers.ts';

const ctx = setupTestApp(TWILIO_TEST_ENV);
const signedPost = (path: string, fields: Record<string, string>) => twilioPost(ctx, path, fields);

/** A recruit enrolled in high engagement, with a phone number of its own. */
async function enrolled(headers: Headers, phone: string) {
  const r = await nurtureRecruit(ctx, headers, [], phone);
  const res = await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: r.id, campaign: HIGH_ENGAGEMENT_CAMPAIGN_ID });
  expect(res.statusCode).toBe(201);
  return { recruit: r, enrollmentId: res.json().id as number };
}

async function expectEnded(headers: Headers, recruitId: number, enrollmentId: number, reason: string) {
  const nurture = (await call(ctx, 'GET', `/api/nurture/recruits/${recruitId}/`, headers)).json();
  expect(nurture.enrollment).toMatchObject({ id: enrollmentId, is_active: false, ended_reason: reason, upcoming_steps: [] });
  const activity = await ctx.sql`
    select details from activity_logs where recruit_id = ${recruitId} and action = 'nurture_ended' order by id desc limit 1`;
  expect(activity[0]?.details).toEqual({ enrollment_id: enrollmentId, reason });
  // The Timeline tab shows the exit after the stage the recruit was in, by the recruit, with no days of its own.
  const timeline = (await call(ctx, 'GET', `/api/recruits/${recruitId}/timeline/`, headers)).json().results;
  expect(timeline.at(-1)).toMatchObject({
    kind: 'nurture_exit',
    stage_display: NURTURE_EXIT_LABELS[reason as NurtureExit],
    notes: 'High Engagement',
    days_in_stage: null,
    actor: 'Recruit',
  });
}

const bell = async (headers: Headers) =>
  (await call(ctx, 'GET', '/api/tasks/notifications/', headers)).json().results as { title: string; message: string }[];

describe('nurture exits', () => {
  it('an inbound text reply ends the sequence (replied) and tells the recruiter in the bell', async () => {
    const { headers, account } = await staff(ctx);
    await ctx.sql`update users set email_notifications = false where id = ${account.id}`;
    const { recruit, enrollmentId } = await enrolled(headers, '(415) 555-4101');
    await ctx.sql`update recruits set recruiter_id = ${account.id} where id = ${recruit.id}`;
    expect((await signedPost('/sms/twilio/inbound/', { From: '+14155554101', Body: 'Sounds good, call me next week' })).statusCode).toBe(
      200,
    );
    await expectEnded(headers, recruit.id, enrollmentId, 'replied');
    expect(await bell(headers)).toContainEqual(
      expect.objectContaining({
        title: 'Follow-ups ended',
        message: `${recruit.first_name} ${recruit.last_name} replied by text: their nurture follow-ups stopped.`,
      }),
    );
  });

  it('a booked meeting ends the sequence (meeting_booked)', async () => {
    const { headers } = await staff(ctx);
    const { recruit, enrollmentId } = await enrolled(headers, '(415) 555-4102');
    const meeting = await call(ctx, 'POST', '/api/nurture/meetings/', headers, {
      recruit: recruit.id,
      meeting_type: 'ops_discovery',
      scheduled_at: inDays(3),
    });
    expect(meeting.statusCode).toBe(201);
    await expectEnded(headers, recruit.id, enrollmentId, 'meeting_booked');
  });

  it('an opt-out ends the sequence (opted_out): STOP by text, and the e-mail unsubscribe link', async () => {
    const { headers } = await staff(ctx);
    const byText = await enrolled(headers, '(415) 555-4103');
    await call(ctx, 'PUT', '/api/nurture/sms-consent/', headers, { recruit_id: byText.recruit.id, consent: true });
    expect((await signedPost('/sms/twilio/inbound/', { From: '+14155554103', Body: 'STOP' })).statusCode).toBe(200);
    await expectEnded(headers, byText.recruit.id, byText.enrollmentId, 'opted_out');

    const byLink = await enrolled(headers, '(415) 555-4104');
    const [message] = await ctx.sql<{ list_unsubscribe: string }[]>`
      select list_unsubscribe from messages where recruit_id = ${byLink.recruit.id} and list_unsubscribe is not null`;
    const path = /<https?:\/\/[^/]+(\/api\/unsubscribe\/[^>]+)>/.exec(message.list_unsubscribe)?.[1] ?? '';
    expect((await ctx.app.inject({ method: 'POST', url: path, payload: {} })).statusCode).toBe(200);
    await expectEnded(headers, byLink.recruit.id, byLink.enrollmentId, 'opted_out');
  });
});
