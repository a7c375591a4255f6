import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, postRaw, staff } from '../../support/api.ts';
import { queueEmail, queueSms } from '../../../server/src/modules/messages/queue.ts';
import { runDueSteps } from '../../../server/src/modules/nurture/drip/service.ts';
import { SMS_HELP_REPLY } from '@shared/domain/consent.ts';
import { HIGH_ENGAGEMENT_CAMPAIGN_ID } from '@shared/domain/nurture.ts';
import { dayOf, enrollAt, nurtureRecruit, TWILIO_TEST_ENV, twilioPost } from './helpers.ts';

const ctx = setupTestApp(TWILIO_TEST_ENV);
const post = (path: string, fields: Record<string, string>, signature?: string) => twilioPost(ctx, path, fields, signature);

describe('Twilio webhooks', () => {
  it('STOP from the recruit opts them out of SMS; START opts them back in; a bad signature changes nothing', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    await call(ctx, 'PUT', '/api/nurture/sms-consent/', headers, { recruit_id: r.id, consent: true });
    const forged = await post('/sms/twilio/inbound/', { From: '+14155552671', Body: 'STOP' }, 'forged');
    expect(forged.statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/api/nurture/recruits/${r.id}/`, headers)).json().sms).toMatchObject({
      consent: true,
      opted_out: false,
    });

    const stop = await post('/sms/twilio/inbound/', { From: '+14155552671', Body: ' stop ' });
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/xml/);
    expect((await call(ctx, 'GET', `/api/nurture/recruits/${r.id}/`, headers)).json().sms).toMatchObject({
      consent: false,
      opted_out: true,
    });
    await post('/sms/twilio/inbound/', { From: '+14155552671', Body: 'START' });
    expect((await call(ctx, 'GET', `/api/nurture/recruits/${r.id}/`, headers)).json().sms).toMatchObject({
      consent: true,
      opted_out: false,
    });
  });

  it('delivery reports mark a message delivered or failed with the error code', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    const [m1] =
      await ctx.sql`insert into messages (recruit_id, channel, to_address, text_body, status, provider_id) values (${r.id}, 'sms', '+14155552671', 'hi', 'sent', 'SM1') returning id`;
    const [m2] =
      await ctx.sql`insert into messages (recruit_id, channel, to_address, text_body, status, provider_id) values (${r.id}, 'sms', '+14155552671', 'hi', 'sent', 'SM2') returning id`;
    expect((await post('/sms/twilio/status/', { MessageSid: 'SM1', MessageStatus: 'delivered' })).statusCode).toBe(200);
    expect((await post('/sms/twilio/status/', { MessageSid: 'SM2', MessageStatus: 'undelivered', ErrorCode: '30003' })).statusCode).toBe(
      200,
    );
    const rows = await ctx.sql`select id, status, last_error from messages where id in (${m1.id}, ${m2.id}) order by id`;
    expect(rows).toEqual([
      { id: m1.id, status: 'delivered', last_error: null },
      { id: m2.id, status: 'failed', last_error: 'Twilio undelivered (error 30003)' },
    ]);
    // The recruiter hears of it once, even when Twilio reports the failure again.
    await post('/sms/twilio/status/', { MessageSid: 'SM2', MessageStatus: 'failed' });
    const bell = (await call(ctx, 'GET', '/api/tasks/notifications/', headers)).json();
    const undelivered = (bell.results ?? bell).filter((n: { title: string }) => n.title === 'Message not delivered');
    expect(undelivered).toHaveLength(1);
    expect(undelivered[0]).toMatchObject({
      type: 'error',
      message: `A text message to ${r.first_name} ${r.last_name} could not be delivered.`,
    });
  });

  it('a reply that is not a keyword reaches the recruiter as a notification', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    await ctx.sql`update recruits set phone = '+1 415 555 3001' where id = ${r.id}`;
    expect((await post('/sms/twilio/inbound/', { From: '+14155553001', Body: 'Can we talk Thursday?' })).statusCode).toBe(200);
    const bell = (await call(ctx, 'GET', '/api/tasks/notifications/', headers)).json();
    expect(bell.results ?? bell).toContainEqual(
      expect.objectContaining({
        title: 'Text message received',
        message: `${r.first_name} ${r.last_name} replied: “Can we talk Thursday?”`,
      }),
    );
  });
});

describe('HELP and the carrier opt-out', () => {
  it('HELP is answered with who sends and how to stop, and changes no consent', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    await ctx.sql`update recruits set phone = '+1 415 555 3002' where id = ${r.id}`;
    expect((await post('/sms/twilio/inbound/', { From: '+14155553002', Body: 'help' })).statusCode).toBe(200);
    const [answer] = await ctx.sql`select to_address, text_body from messages where channel = 'sms' and to_address = '+14155553002'`;
    expect(answer).toEqual({ to_address: '+14155553002', text_body: SMS_HELP_REPLY });
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json().entries).toEqual([]);
  });

  it('Twilio error 21610 on a delivery report records a carrier opt-out; the drip then sends no SMS to the number', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    await call(ctx, 'PUT', '/api/nurture/sms-consent/', headers, { recruit_id: r.id, consent: true });
    await ctx.sql`insert into messages (recruit_id, channel, to_address, text_body, status, provider_id)
                  values (${r.id}, 'sms', '+14155552671', 'hi', 'sent', 'SM21610')`;
    // Another error code is a failure, not an opt-out.
    await ctx.sql`insert into messages (recruit_id, channel, to_address, text_body, status, provider_id)
                  values (${r.id}, 'sms', '+14155552671', 'hi', 'sent', 'SM30003')`;
    await post('/sms/twilio/status/', { MessageSid: 'SM30003', MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json().sms).toBe('opted_in');

    expect((await post('/sms/twilio/status/', { MessageSid: 'SM21610', MessageStatus: 'failed', ErrorCode: '21610' })).statusCode).toBe(
      200,
    );
    const ledger = (await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json();
    expect(ledger.sms).toBe('opted_out');
    expect(ledger.entries[0]).toMatchObject({
      channel: 'sms',
      state: 'opted_out',
      source: 'carrier_error',
      wording_version: 'twilio-21610-v1',
    });

    const enrollment = await enrollAt(ctx, headers, r.id, HIGH_ENGAGEMENT_CAMPAIGN_ID);
    await runDueSteps({ sql: ctx.sql, config: ctx.config, log: ctx.app.log, messages: { queueEmail, queueSms } }, dayOf(2));
    const [run] = await ctx.sql`select outcome, note from nurture_step_runs where enrollment_id = ${enrollment.id}`;
    expect(run).toEqual({ outcome: 'skipped', note: 'The recruit opted out of text messages' });
    expect(await ctx.sql`select 1 from messages where recruit_id = ${r.id} and channel = 'sms' and status = 'queued'`).toHaveLength(0);
  });
});

describe('without Twilio configured', () => {
  const plain = setupTestApp();
  it('the webhooks answer 404', async () => {
    const res = await postRaw(plain, '/api/sms/twilio/inbound/', 'application/x-www-form-urlencoded', 'From=%2B14155552671&Body=STOP');
    expect(res.statusCode).toBe(404);
  });
});
