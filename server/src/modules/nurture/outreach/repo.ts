import type { Sql } from '../../../db/connect.ts';
import type { VideoEngagementBody } from '@shared/schemas/nurture.ts';

export async function insertVideoEngagement(sql: Sql, v: VideoEngagementBody): Promise<void> {
  await sql`
    insert into video_engagements (recruit_id, video_name, video_url, watch_percentage)
    values (${v.recruit}, ${v.video_name}, ${v.video_url}, ${v.watch_percentage})`;
}
