import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import { NURTURE_OVERVIEW_STATUSES } from '@shared/domain/nurture.ts';
import type { NurtureOverview } from '@shared/schemas/nurture.ts';

type Tiles = { active_enrollments: number; high_engagement: number; long_term: number };

/** Active enrollments, in all and per track. */
export async function enrollmentTiles(sql: Sql): Promise<Tiles> {
  const [tiles] = await sql<Tiles[]>`
      select count(*)::int as active_enrollments,
             count(*) filter (where c.campaign_type = 'high_engagement')::int as high_engagement,
             count(*) filter (where c.campaign_type = 'long_term')::int as long_term
      from nurture_enrollments e join nurture_campaigns c on c.id = e.campaign_id where e.is_active`;
  return tiles;
}

/** The recruits of the nurture statuses with their active campaign, most recently moved first. */
export async function nurtureRecruits(sql: Sql, visible: Fragment): Promise<NurtureOverview['recruits']> {
  return sql<NurtureOverview['recruits']>`
      select r.id, r.first_name || ' ' || r.last_name as name, r.email, r.status,
             c.name as campaign_name, e.id as enrollment_id
      from recruits r
      left join nurture_enrollments e on e.recruit_id = r.id and e.is_active
      left join nurture_campaigns c on c.id = e.campaign_id
      where r.status in ${sql(NURTURE_OVERVIEW_STATUSES as string[])} and ${visible}
      order by r.status_changed_at desc, r.id desc limit 200`;
}

type Progress = {
  enrolled: number;
  engaged: number;
  met: number;
  attended: number;
  moved_on: number;
  videos: number;
  avg_watch: number;
  consented: number;
};

/** The funnel of everyone ever enrolled, the video figures and the SMS consents. */
export async function progressFigures(sql: Sql): Promise<Progress> {
  const [progress] = await sql<Progress[]>`
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
        (select count(*)::int from (
           select distinct on (recruit_id) state from consent_entries where channel = 'sms' order by recruit_id, created_at desc, id desc
         ) latest where latest.state = 'opted_in') as consented`;
  return progress;
}
