// Campaigns (docs/nurture.md, "Campaigns"): the list with its steps, and a new campaign whose steps
// are those of the seeded campaign of its type.
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { present } from '../../../lib/present.ts';
import { HIGH_ENGAGEMENT_CAMPAIGN_ID, LONG_TERM_CAMPAIGN_ID } from '@shared/domain/nurture.ts';
import type { CampaignItem, CampaignList, CreateCampaignBody } from '@shared/schemas/nurture.ts';
import * as repo from './repo.ts';

export async function listCampaigns(deps: Deps): Promise<CampaignList> {
  return { results: await repo.listCampaigns(deps.sql) };
}

export async function createCampaign(deps: Deps, actorId: number, body: CreateCampaignBody): Promise<CampaignItem> {
  const id = await transaction(deps.sql, async (tx) => {
    const id = await repo.insertCampaign(tx, { ...body, description: body.description ?? '', createdBy: actorId });
    const template = body.campaign_type === 'high_engagement' ? HIGH_ENGAGEMENT_CAMPAIGN_ID : LONG_TERM_CAMPAIGN_ID;
    await repo.copyTypeSteps(tx, id, template, body.duration_days);
    return id;
  });
  return present(
    (await repo.listCampaigns(deps.sql)).find((c) => c.id === id),
    'The new campaign',
  );
}
