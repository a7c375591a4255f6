import { randomUUID } from 'node:crypto';
import type { SeedContext } from './context.ts';
import { HIGH_ENGAGEMENT_CAMPAIGN_ID, LONG_TERM_CAMPAIGN_ID } from '@shared/domain/nurture.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Enrollments for the seeded nurture recruits, started recently enough that no step is due yet
 * (the drip then runs them on its own as the days pass), and a few meetings (docs/nurture.md).
 */
export async function seedNurture({ sql }: SeedContext): Promise<void> {
  const byStatus = (status: string) => sql<{ id: number }[]>`select id from recruits where status = ${status} order by id`;
  const enroll = async (recruitId: number, campaignId: number, ago: number) => {
    await sql`
      insert into nurture_enrollments (recruit_id, campaign_id, enrolled_at)
      values (${recruitId}, ${campaignId}, ${new Date(Date.now() - ago)})`;
  };
  const high = await byStatus('nurture_high_engagement');
  const agesHigh = [30 * HOUR, 12 * HOUR, 2 * HOUR];
  for (const [i, r] of high.entries()) await enroll(r.id, HIGH_ENGAGEMENT_CAMPAIGN_ID, agesHigh[i % agesHigh.length]);
  const long = await byStatus('nurture_long_term');
  const agesLong = [20 * DAY, 3 * DAY];
  for (const [i, r] of long.entries()) await enroll(r.id, LONG_TERM_CAMPAIGN_ID, agesLong[i % agesLong.length]);

  const meeting = async (recruitId: number, type: string, at: Date, attended: boolean | null, outcome = '') => {
    await sql`
      insert into nurture_meetings (recruit_id, meeting_type, scheduled_at, meeting_link, attended, attended_at, outcome, ics_uid)
      values (${recruitId}, ${type}, ${at}, ${`https://meet.jit.si/Clearpath-${type.replace('_', '-')}-${randomUUID().slice(0, 8)}`},
              ${attended}, ${attended ? at : null}, ${outcome}, ${`${randomUUID()}@clearpath`})`;
  };
  if (high[0]) await meeting(high[0].id, 'founder_culture', new Date(Date.now() + 3 * DAY), null);
  const [ops] = await byStatus('ops_call_completed');
  if (ops) await meeting(ops.id, 'ops_discovery', new Date(Date.now() - 4 * DAY), true, 'Asked about processing turn times.');
  const [founder] = await byStatus('founder_call_completed');
  if (founder) await meeting(founder.id, 'founder_culture', new Date(Date.now() - 6 * DAY), true, 'Great culture fit.');
}
