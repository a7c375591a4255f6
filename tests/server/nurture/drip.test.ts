import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { runDueSteps } from '../../../server/src/modules/nurture/drip/service.ts';
import { queueEmail, queueSms } from '../../../server/src/modules/messages/queue.ts';
import { HIGH_ENGAGEMENT_CAMPAIGN_ID, LONG_TERM_CAMPAIGN_ID } from '@shared/domain/nurture.ts';
import { dayOf, enrollAt, jobsDrained, messagesOf, nurtureRecruit, requestTick, smsConsentOnRecord, startWorker } from './helpers.ts';

const ctx = setupTestApp();
const workers: FastifyInstance[] = [];
afterAll(async () => {
  for (const w of workers) await w.close();
});

const drip = () => ({ sql: ctx.sql, config: ctx.config, log: ctx.app.log, messages: { queueEmail, queueSms } });
const smsOf = async (id: number) => (await messagesOf(ctx, id)).filter((m) => m.channel === 'sms');
const remindersOf = async (id: number) => (await messagesOf(ctx, id)).filter((m) => m.channel === 'email' && m.type === 'reminder');
const runsOf = (enrollmentId: number) =>
  ctx.sql<{ position: number; outcome: string; note: string }[]>`
    select s.position, r.outcome, r.note from nurture_step_runs r join nurture_campaign_steps s on s.id = r.step_id
    where r.enrollment_id = ${enrollmentId} order by s.position`;

describe('the high-engagement drip on real workers', () => {
  it('day 2: one SMS; two workers and a restart between steps still give exactly one of each', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    expect((await call(ctx, 'PUT', '/api/nurture/sms-consent/', headers, { recruit_id: r.id, consent: true })).statusCode).toBe(200);
    const enrollment = await enrollAt(ctx, headers, r.id, HIGH_ENGAGEMENT_CAMPAIGN_ID);

    // Day 1: nothing is due yet.
    let clock = dayOf(1);
    const a = await startWorker(ctx, () => clock);
    const b = await startWorker(ctx, () => clock);
    workers.push(a, b);
    await requestTick(ctx);
    await jobsDrained(ctx);
    expect(await smsOf(r.id)).toHaveLength(0);

    // Day 2 on two workers, each asked twice: one SMS, delivered once (kept in the outbox without Twilio).
    clock = dayOf(2);
    for (let i = 0; i < 4; i++) await requestTick(ctx);
    await jobsDrained(ctx);
    const sms = await smsOf(r.id);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ status: 'sent', transport: 'outbox' });
    expect(sms[0].text_body).toContain(r.first_name);
    expect(sms[0].text_body).toContain('Reply STOP');

    // Restart: both workers go away, a new one comes up on day 4.
    await a.close();
    await b.close();
    clock = dayOf(4);
    const c = await startWorker(ctx, () => clock);
    workers.push(c);
    await requestTick(ctx);
    await requestTick(ctx);
    await jobsDrained(ctx);
    expect(await smsOf(r.id)).toHaveLength(1);
    const reminders = await remindersOf(r.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe(`A look inside our culture, ${r.first_name}`);
    expect(reminders[0].text_body).toContain(ctx.config.cultureVideoUrl);
    expect(reminders[0].status).toBe('sent');

    // Day 7: the recruiter call task, on the Tasks list, once.
    clock = dayOf(7);
    await requestTick(ctx);
    await requestTick(ctx);
    await jobsDrained(ctx);
    const tasks = (await call(ctx, 'GET', '/api/nurture/tasks/', headers)).json().results as { title: string; recruit: { id: number } }[];
    expect(tasks.filter((t) => t.recruit.id === r.id).map((t) => t.title)).toEqual(['Recruiter call: one-week check-in']);
    expect(await runsOf(enrollment.id)).toEqual([
      { position: 1, outcome: 'message', note: '' },
      { position: 2, outcome: 'message', note: '' },
      { position: 3, outcome: 'task', note: '' },
    ]);
    const detail = (await call(ctx, 'GET', `/api/nurture/recruits/${r.id}/`, headers)).json();
    expect(detail.enrollment.current_step).toBe(3);
    expect(detail.enrollment.upcoming_steps.map((s: { title: string }) => s.title)).toEqual(['Recruiter call: two-week decision call']);
  });
});

describe('step rules (the drip run directly on a moved clock)', () => {
  it('skips an SMS step without consent and logs why; e-mail steps still go', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    const enrollment = await enrollAt(ctx, headers, r.id, HIGH_ENGAGEMENT_CAMPAIGN_ID);
    await runDueSteps(drip(), dayOf(4));
    expect(await smsOf(r.id)).toHaveLength(0);
    expect(await runsOf(enrollment.id)).toEqual([
      { position: 1, outcome: 'skipped', note: 'No SMS consent on record' },
      { position: 2, outcome: 'message', note: '' },
    ]);
    const [logged] = await ctx.sql`select details from activity_logs where recruit_id = ${r.id} and action = 'nurture_step_skipped'`;
    expect(logged.details).toMatchObject({ reason: 'No SMS consent on record', channel: 'sms' });
  });

  it('skips an SMS step for a number that is not valid, even with consent on record', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    await ctx.sql`update recruits set phone = '(555) 201-3344' where id = ${r.id}`;
    await smsConsentOnRecord(ctx, r.id);
    const enrollment = await enrollAt(ctx, headers, r.id, HIGH_ENGAGEMENT_CAMPAIGN_ID);
    await runDueSteps(drip(), dayOf(2));
    expect(await runsOf(enrollment.id)).toEqual([{ position: 1, outcome: 'skipped', note: 'No valid mobile number' }]);
  });

  it('sends only inside the window in the recruit time zone; a call task is not bound by it', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    await ctx.sql`update recruits set profile_completion = '{"basic_contact":{"timezone":"PST"}}' where id = ${r.id}`;
    await smsConsentOnRecord(ctx, r.id);
    const enrollment = await enrollAt(ctx, headers, r.id, HIGH_ENGAGEMENT_CAMPAIGN_ID);
    // 15:00 UTC is 07:00 in Los Angeles: too early there.
    expect((await runDueSteps(drip(), dayOf(2))).deferred).toBe(1);
    expect(await smsOf(r.id)).toHaveLength(0);
    // 18:00 UTC is 10:00 there.
    await runDueSteps(drip(), dayOf(2, 180));
    expect(await smsOf(r.id)).toHaveLength(1);
    // Day 7 at 07:00 in Los Angeles: the e-mail of day 4 still waits, the call task of day 7 does not.
    await runDueSteps(drip(), dayOf(7));
    expect((await runsOf(enrollment.id)).map((x) => x.position)).toEqual([1, 3]);
  });

  it('a pause moves every later step by its length; resuming early gives the rest back', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    const res = await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: r.id, campaign: HIGH_ENGAGEMENT_CAMPAIGN_ID });
    const enrolled = res.json();
    const dueOf = (e: { upcoming_steps: { position: number; due_at: string }[] }, position: number) =>
      Date.parse(e.upcoming_steps.find((s) => s.position === position)?.due_at ?? '');
    const before = dueOf(enrolled, 2);
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const paused = (await call(ctx, 'PATCH', `/api/nurture/enrollments/${enrolled.id}/`, headers, { paused_until: until })).json();
    expect(paused.paused_until).toBe(until);
    expect(dueOf(paused, 2) - before).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(dueOf(paused, 2) - before).toBeLessThan(3 * 86_400_000 + 60_000);
    // While paused nothing runs, even when the old due time has passed.
    await runDueSteps(drip(), new Date(before + 3_600_000));
    expect(await runsOf(enrolled.id)).toEqual([]);
    const resumed = (await call(ctx, 'PATCH', `/api/nurture/enrollments/${enrolled.id}/`, headers, { paused_until: null })).json();
    expect(resumed.paused_until).toBeNull();
    expect(Math.abs(dueOf(resumed, 2) - before)).toBeLessThan(60_000);
    expect(
      (await call(ctx, 'PATCH', `/api/nurture/enrollments/${enrolled.id}/`, headers, { paused_until: '2001-01-01T00:00:00Z' })).statusCode,
    ).toBe(409);
  });

  it('ends by itself when the recruit starts onboarding, and nothing more is sent', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    const enrollment = await enrollAt(ctx, headers, r.id, HIGH_ENGAGEMENT_CAMPAIGN_ID);
    const init = await call(ctx, 'POST', '/api/onboarding/processes/', headers, { recruit: r.id });
    expect(init.statusCode).toBeLessThan(300);
    const detail = (await call(ctx, 'GET', `/api/nurture/recruits/${r.id}/`, headers)).json();
    expect(detail.enrollment).toMatchObject({ id: enrollment.id, is_active: false, ended_reason: 'onboarding', upcoming_steps: [] });
    await runDueSteps(drip(), dayOf(14));
    expect(await runsOf(enrollment.id)).toEqual([]);
  });

  it('ends when the recruit stops follow-ups; a long-term enrollment ends as completed after its year', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    const recruitUser = await ctx.sql<{ id: number; email: string }[]>`select id, email from users where recruit_id = ${r.id}`;
    expect(recruitUser).toHaveLength(1);
    await enrollAt(ctx, headers, r.id, LONG_TERM_CAMPAIGN_ID);
    const stop = await call(ctx, 'POST', '/api/nurture/opt-out/', headers, { recruit_id: r.id });
    expect(stop.json()).toMatchObject({ is_active: false, ended_reason: 'opted_out' });

    const other = await nurtureRecruit(ctx, headers);
    const lt = await enrollAt(ctx, headers, other.id, LONG_TERM_CAMPAIGN_ID);
    await runDueSteps(drip(), dayOf(366));
    const runs = await runsOf(lt.id);
    expect(runs).toHaveLength(16); // 12 monthly e-mails and 4 quarterly check-ins
    await runDueSteps(drip(), dayOf(366));
    const [row] = await ctx.sql`select is_active, ended_reason from nurture_enrollments where id = ${lt.id}`;
    expect(row).toEqual({ is_active: false, ended_reason: 'completed' });
  });
});
