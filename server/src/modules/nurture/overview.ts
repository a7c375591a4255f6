import type { Sql } from '../../db/connect.ts';
import { NURTURE_OVERVIEW_STATUSES } from '@shared/domain/nurture.ts';
import type { NurtureOverview } from '@shared/schemas/nurture.ts';
import { countByStatus } from '../messages/repo.ts';
import { countUpcoming } from './meetings-repo.ts';
import { countOpenTasks } from './tasks-repo.ts';

/** Figures of the e-mail tracking tab cover this many days. */
const TRACKING_DAYS = 30;

/** GET /nurture/dashboard/overview/: the Nurture screen's tiles, table, tracking and progress, from real data. */
export async function nurtureOverview(sql: Sql): Promise<NurtureOverview> {
  const [[tiles], recruits, counts, [progress], meetingsScheduled, openTasks] = await Promise.all([
    sql<{ active_enrollments: number; high_engagement: number; long_term: number }[]>`
      select count(*)::int as active_enrollments,
             count(*) filter (where c.campaign_type = 'high_engagement')::int as high_engagement,
             count(*) filter (where c.campaign_type = 'long_term')::int as long_term
      from nurture_enrollments e join nurture_campaigns c on c.id = e.campaign_id where e.is_active`,
    sql<NurtureOverview['recruits']>`
      select r.id, r.first_name || ' ' || r.last_name as name, r.email, r.status,
             c.name as campaign_name, e.id as enrollment_id
      from recruits r
      left join nurture_enrollments e on e.recruit_id = r.id and e.is_active
      left join nurture_campaigns c on c.id = e.campaign_id
      where r.status in ${sql(NURTURE_OVERVIEW_STATUSES as string[])}
      order by r.status_changed_at desc, r.id desc limit 200`,
    countByStatus(sql, { channel: 'email', sinceDays: TRACKING_DAYS }),
    sql<
      {
        enrolled: number;
        engaged: number;
        met: number;
        attended: number;
        moved_on: number;
        videos: number;
        avg_watch: number;
        consented: number;
      }[]
    >`
      with enrolled as (select distinct recruit_id from nurture_enrollments)
      select
        (select count(*)::int from enrolled) as enrolled,
        (select count(*)::int from enrolled x where exists (select 1 from messages m where m.recruit_id = x.recruit_id and m.opened_at is not null)
                                               or exists (select 1 from video_engagements v where v.recruit_id = x.recruit_id)) as engaged,
        (select count(distinct m.recruit_id)::int from nurture_meetings m join enrolled x on x.recruit_id = m.recruit_id) as met,
        (select count(distinct m.recruit_id)::int from nurture_meetings m join enrolled x on x.recruit_id = m.recruit_id where m.attended) as attended,
        (select count(*)::int from enrolled x join recruits r on r.id = x.recruit_id
           where r.status in ('ops_call_completed', 'founder_call_completed', 'proforma_scheduled', 'proforma_completed',
                              'onboarding_requested', 'onboarding_initiated', 'onboarded')) as moved_on,
        (select count(*)::int from video_engagements) as videos,
        (select coalesce(round(avg(watch_percentage)), 0)::int from video_engagements) as avg_watch,
        (select count(*)::int from recruits where sms_consent_at is not null and sms_opt_out_at is null) as consented`,
    countUpcoming(sql),
    countOpenTasks(sql),
  ]);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const reached = counts.sent + counts.delivered + counts.opened;
  return {
    tiles: { ...tiles, meetings_scheduled: meetingsScheduled },
    recruits,
    email_tracking: {
      ...counts,
      total,
      open_rate: reached > 0 ? Math.round((counts.opened / reached) * 1000) / 10 : 0,
      delivery_rate: total - counts.queued > 0 ? Math.round((reached / (total - counts.queued)) * 1000) / 10 : 0,
    },
    progress: {
      funnel: [
        { label: 'Enrolled', count: progress.enrolled },
        { label: 'Engaged', count: progress.engaged },
        { label: 'Meeting scheduled', count: progress.met },
        { label: 'Meeting attended', count: progress.attended },
        { label: 'Moved on', count: progress.moved_on },
      ],
      videos_watched: progress.videos,
      avg_watch_percentage: progress.avg_watch,
      sms_consented: progress.consented,
    },
    open_tasks: openTasks,
  };
}
