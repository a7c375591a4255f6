import type { Sql } from '../../../db/connect.ts';
import type { CampaignType } from '@shared/domain/nurture.ts';
import type { CampaignItem, CampaignStepItem } from '@shared/schemas/nurture.ts';

type CampaignRow = { id: number; name: string; campaign_type: CampaignType; duration_days: number; status: string };
type StepRow = CampaignStepItem & { campaign_id: number; subject: string; body: string };

export async function findCampaign(sql: Sql, id: number): Promise<CampaignRow | undefined> {
  const [row] = await sql<CampaignRow[]>`select id, name, campaign_type, duration_days, status from nurture_campaigns where id = ${id}`;
  return row;
}

export async function listCampaigns(sql: Sql): Promise<CampaignItem[]> {
  return sql<CampaignItem[]>`
    select c.id, c.name, c.campaign_type, c.duration_days, c.status, c.description,
           (select count(*)::int from nurture_enrollments e where e.campaign_id = c.id and e.is_active) as active_enrollments,
           (select count(*)::int from nurture_enrollments e where e.campaign_id = c.id) as total_enrollments,
           coalesce((select json_agg(json_build_object('id', s.id, 'position', s.position, 'day_offset', s.day_offset,
                                                       'channel', s.channel, 'title', s.title) order by s.position)
                     from nurture_campaign_steps s where s.campaign_id = c.id), '[]') as steps
    from nurture_campaigns c order by c.id`;
}

export async function insertCampaign(
  sql: Sql,
  c: { name: string; campaign_type: CampaignType; duration_days: number; status: string; description: string; createdBy: number },
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into nurture_campaigns (name, campaign_type, duration_days, status, description, created_by)
    values (${c.name}, ${c.campaign_type}, ${c.duration_days}, ${c.status}, ${c.description}, ${c.createdBy})
    returning id`;
  return row.id;
}

/**
 * A new campaign's steps: those of the seeded campaign of its type that fall within its duration
 * (docs/nurture.md, "Steps"), renumbered from 1.
 */
export async function copyTypeSteps(sql: Sql, campaignId: number, from: number, durationDays: number): Promise<void> {
  await sql`
    insert into nurture_campaign_steps (campaign_id, position, day_offset, channel, title, subject, body)
    select ${campaignId}, row_number() over (order by position), day_offset, channel, title, subject, body
    from nurture_campaign_steps where campaign_id = ${from} and day_offset <= ${durationDays}`;
}

export async function findStep(sql: Sql, id: number): Promise<StepRow | undefined> {
  const [row] = await sql<StepRow[]>`
    select id, campaign_id, position, day_offset, channel, title, subject, body from nurture_campaign_steps where id = ${id}`;
  return row;
}
