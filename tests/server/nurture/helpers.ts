// Set-up for the nurture tests: recruits walked through the real API, workers started on the test
// database, and a clock the drip runs on.
import twilio from 'twilio';
import { buildApp } from '../../../server/src/app.ts';
import type { TestContext } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import { createRecruit, TO_CLEARVIEW_COMPLETED, walk } from '../recruits/helpers.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import type { FastifyInstance } from 'fastify';

/** A valid US mobile number (libphonenumber accepts it; the default test number's 555 area code it does not). */
export const VALID_MOBILE = '(415) 555-2671';

/** A recruit at clearview_completed (or further along `more`), with a valid mobile number. */
export async function nurtureRecruit(ctx: TestContext, headers: Headers, more: RecruitStatus[] = [], phone = VALID_MOBILE) {
  const r = await createRecruit(ctx, headers, { phone });
  return walk(ctx, headers, r.id, [...TO_CLEARVIEW_COMPLETED, ...more]);
}

/** Starts a worker (an app instance with the job runner) on the test database, on the given clock. */
export async function startWorker(ctx: TestContext, now: () => Date = () => new Date()): Promise<FastifyInstance> {
  const app = await buildApp({ config: ctx.config, sql: ctx.sql, jobs: { databaseUrl: ctx.dbUrl, now } });
  await app.ready();
  return app;
}

/** Asks the runner for a drip pass now, as the minute cron does. */
export async function requestTick(ctx: TestContext): Promise<void> {
  await ctx.sql`select graphile_worker.add_job('nurture_tick')`;
}

/** Waits until the runner has no job left to run (failed-for-good jobs do not count). */
export async function jobsDrained(ctx: TestContext, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ waiting }] = await ctx.sql<{ waiting: number }[]>`
      select count(*)::int as waiting from graphile_worker._private_jobs where attempts < max_attempts`;
    if (waiting === 0) return;
    if (Date.now() > deadline) throw new Error(`${waiting} jobs still waiting`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const DAY = 86_400_000;

/** Fixes a recruit's enrollment start, so step due times are known: 15:00 UTC is 10:00 in New York in winter. */
export const ENROLLED_AT = new Date('2030-01-07T15:00:00Z');
export const dayOf = (days: number, extraMinutes = 1) => new Date(ENROLLED_AT.getTime() + days * DAY + extraMinutes * 60_000);

export async function enrollAt(ctx: TestContext, headers: Headers, recruitId: number, campaign: number) {
  const res = await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: recruitId, campaign });
  if (res.statusCode !== 201) throw new Error(`enroll failed: ${res.statusCode} ${res.body}`);
  const enrollment = res.json();
  await ctx.sql`update nurture_enrollments set enrolled_at = ${ENROLLED_AT} where id = ${enrollment.id}`;
  return enrollment as { id: number };
}

export async function messagesOf(ctx: TestContext, recruitId: number) {
  return ctx.sql<
    {
      id: number;
      channel: string;
      type: string;
      subject: string;
      text_body: string;
      status: string;
      transport: string | null;
      ics: string | null;
    }[]
  >`
    select id, channel, type, subject, text_body, status, transport, ics from messages where recruit_id = ${recruitId} order by id`;
}

/** SMS consent on record without the API (a number the API would refuse keeps its entry, as before the check). */
export async function smsConsentOnRecord(ctx: TestContext, recruitId: number): Promise<void> {
  await ctx.sql`
    insert into consent_entries (recruit_id, channel, state, source, wording, wording_version)
    values (${recruitId}, 'sms', 'opted_in', 'staff', 'test', 'test')`;
}

const TWILIO_AUTH_TOKEN = 'test-twilio-auth-token-0123456789';
/** The environment of an app that sends SMS through Twilio and takes its signed webhooks. */
export const TWILIO_TEST_ENV = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN,
  TWILIO_FROM_NUMBER: '+14155550000',
};

/** Posts form fields to a Twilio webhook, signed the way Twilio signs (or with a given signature). */
export function twilioPost(ctx: TestContext, path: string, fields: Record<string, string>, signature?: string) {
  const url = `${ctx.config.appUrl}/api${path}`;
  return ctx.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, url, fields),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
