import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { HIGH_ENGAGEMENT_CAMPAIGN_ID, LONG_TERM_CAMPAIGN_ID } from '@shared/domain/nurture.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { messagesOf, nurtureRecruit } from './helpers.ts';

const ctx = setupTestApp();
const statusOf = async (id: number, headers: Record<string, string>) =>
  (await call(ctx, 'GET', `/api/recruits/${id}/`, headers)).json().status;

describe('enrollments', () => {
  it('high engagement: the status moves, the ClearView results e-mail is queued, the steps are scheduled', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    const res = await call(ctx, 'POST', '/api/nurture/trigger-high-engagement/', headers, { recruit_id: r.id });
    expect(res.statusCode).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({
      is_active: true,
      current_step: 0,
      total_steps: 4,
      campaign: { id: 1, name: 'High Engagement', campaign_type: 'high_engagement' },
    });
    expect(e.upcoming_steps.map((s: { day_offset: number; channel: string }) => [s.day_offset, s.channel])).toEqual([
      [2, 'sms'],
      [4, 'email'],
      [7, 'call_task'],
      [14, 'call_task'],
    ]);
    expect(Date.parse(e.upcoming_steps[0].due_at) - Date.parse(e.enrolled_at)).toBe(2 * 86_400_000);
    expect(await statusOf(r.id, headers)).toBe('nurture_high_engagement');
    const results = (await messagesOf(ctx, r.id)).filter((m) => m.subject === 'Your ClearView results');
    expect(results).toHaveLength(1);
    expect(results[0].text_body).toMatch(/recruit-dashboard\/clearview-calculator\?scenario=\d+&type=baseline&view=readonly/);
  });

  it('one active enrollment per recruit; move to long term switches the track; DELETE ends it and keeps the status', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers, ['discovery_access_expanded']);
    const first = (
      await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: r.id, campaign: HIGH_ENGAGEMENT_CAMPAIGN_ID })
    ).json();
    const again = await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: r.id, campaign: LONG_TERM_CAMPAIGN_ID });
    expect(again.statusCode).toBe(409);
    const moved = await call(ctx, 'POST', '/api/nurture/move-to-long-term/', headers, { recruit_id: r.id });
    expect(moved.statusCode).toBe(201);
    expect(moved.json()).toMatchObject({ is_active: true, campaign: { id: LONG_TERM_CAMPAIGN_ID } });
    expect(await statusOf(r.id, headers)).toBe('nurture_long_term');
    const all = (await call(ctx, 'GET', `/api/nurture/enrollments/?recruit=${r.id}`, headers)).json().results;
    expect(
      all.map((x: { id: number; is_active: boolean; ended_reason: string | null }) => [x.id === first.id, x.is_active, x.ended_reason]),
    ).toEqual([
      [false, true, null],
      [true, false, 'moved_to_long_term'],
    ]);
    const ended = await call(ctx, 'DELETE', `/api/nurture/enrollments/${moved.json().id}/`, headers);
    expect(ended.json()).toMatchObject({ is_active: false, ended_reason: 'ended_by_staff' });
    expect(await statusOf(r.id, headers)).toBe('nurture_long_term');
    expect((await call(ctx, 'DELETE', `/api/nurture/enrollments/${moved.json().id}/`, headers)).statusCode).toBe(409);
  });

  it('refuses a recruit before ClearView, an unknown campaign, and a campaign that is not active', async () => {
    const { headers } = await staff(ctx);
    const early = await createRecruit(ctx, headers);
    const refused = await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: early.id, campaign: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/cannot start a High Engagement campaign/);
    const r = await nurtureRecruit(ctx, headers);
    expect((await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: r.id, campaign: 9999 })).statusCode).toBe(404);
    const paused = (
      await call(ctx, 'POST', '/api/nurture/campaigns/', headers, {
        name: 'Paused',
        campaign_type: 'long_term',
        duration_days: 30,
        status: 'paused',
      })
    ).json();
    expect((await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: r.id, campaign: paused.id })).statusCode).toBe(409);
    expect(await statusOf(r.id, headers)).toBe('clearview_completed');
  });
});

describe('campaigns', () => {
  it('lists the two seeded campaigns with their steps and counts', async () => {
    const { headers } = await staff(ctx);
    const list = (await call(ctx, 'GET', '/api/nurture/campaigns/', headers)).json().results;
    expect(
      list
        .slice(0, 2)
        .map((c: { id: number; name: string; duration_days: number; steps: unknown[] }) => [c.id, c.name, c.duration_days, c.steps.length]),
    ).toEqual([
      [1, 'High Engagement', 14, 4],
      [2, 'Long Term', 365, 16],
    ]);
  });

  it('a created campaign gets its own steps: those of its type within its duration', async () => {
    const { headers } = await staff(ctx);
    const res = await call(ctx, 'POST', '/api/nurture/campaigns/', headers, {
      name: 'One week sprint',
      campaign_type: 'high_engagement',
      duration_days: 7,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'One week sprint', status: 'active', active_enrollments: 0, total_enrollments: 0 });
    expect(res.json().steps.map((s: { position: number; day_offset: number }) => [s.position, s.day_offset])).toEqual([
      [1, 2],
      [2, 4],
      [3, 7],
    ]);
    const quarter = (
      await call(ctx, 'POST', '/api/nurture/campaigns/', headers, { name: 'Quarter', campaign_type: 'long_term', duration_days: 90 })
    ).json();
    expect(quarter.steps.map((s: { day_offset: number; channel: string }) => `${s.day_offset}:${s.channel}`)).toEqual([
      '30:email',
      '60:email',
      '90:call_task',
      '90:email',
    ]);
  });

  it('validates the duration (1–365), the type and the name', async () => {
    const { headers } = await staff(ctx);
    for (const duration_days of [0, 366, 2.5, '30']) {
      const res = await call(ctx, 'POST', '/api/nurture/campaigns/', headers, { name: 'X', campaign_type: 'long_term', duration_days });
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors.duration_days).toBeDefined();
    }
    expect(
      (await call(ctx, 'POST', '/api/nurture/campaigns/', headers, { name: 'X', campaign_type: 'weekly', duration_days: 5 })).statusCode,
    ).toBe(400);
    expect(
      (await call(ctx, 'POST', '/api/nurture/campaigns/', headers, { name: '  ', campaign_type: 'long_term', duration_days: 5 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('send-email, video engagement and the overview', () => {
  it('a free e-mail and a campaign step e-mail are queued to the recruit and counted', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    const free = await call(ctx, 'POST', '/api/nurture/send-email/', headers, {
      recruit_id: r.id,
      subject: 'Quick question',
      content: 'Do you have time on Friday?',
    });
    expect(free.statusCode).toBe(202);
    const e = (await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: r.id, campaign: 1 })).json();
    const [emailStep] = await ctx.sql`select id from nurture_campaign_steps where campaign_id = 1 and channel = 'email'`;
    const [smsStep] = await ctx.sql`select id from nurture_campaign_steps where campaign_id = 1 and channel = 'sms'`;
    const step = await call(ctx, 'POST', '/api/nurture/send-email/', headers, { enrollment_id: e.id, template_id: emailStep.id });
    expect(step.statusCode).toBe(202);
    expect(
      (await call(ctx, 'POST', '/api/nurture/send-email/', headers, { enrollment_id: e.id, template_id: smsStep.id })).statusCode,
    ).toBe(409);
    expect((await call(ctx, 'POST', '/api/nurture/send-email/', headers, { recruit_id: r.id })).statusCode).toBe(400);
    const subjects = (await messagesOf(ctx, r.id)).map((m) => m.subject);
    expect(subjects).toContain('Quick question');
    expect(subjects).toContain(`A look inside our culture, ${r.first_name}`);

    expect(
      (
        await call(ctx, 'POST', '/api/nurture/video-engagement/', headers, {
          recruit: r.id,
          video_name: 'Culture',
          video_url: 'https://videos.example.com/culture',
          watch_percentage: 80,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(ctx, 'POST', '/api/nurture/video-engagement/', headers, {
          recruit: r.id,
          video_name: 'Culture',
          video_url: 'https://videos.example.com/culture',
          watch_percentage: 101,
        })
      ).statusCode,
    ).toBe(400);

    const overview = (await call(ctx, 'GET', '/api/nurture/dashboard/overview/', headers)).json();
    expect(overview.tiles.active_enrollments).toBeGreaterThanOrEqual(1);
    expect(overview.recruits.find((x: { id: number }) => x.id === r.id)).toMatchObject({
      status: 'nurture_high_engagement',
      campaign_name: 'High Engagement',
    });
    expect(overview.email_tracking.queued).toBeGreaterThanOrEqual(3);
    expect(overview.progress.videos_watched).toBeGreaterThanOrEqual(1);
    expect(overview.progress.funnel.map((f: { label: string }) => f.label)).toEqual([
      'Enrolled',
      'Engaged',
      'Meeting scheduled',
      'Meeting attended',
      'Moved on',
    ]);
  });
});
