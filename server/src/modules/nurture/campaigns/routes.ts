import type { AreaRoutes } from '../../../deps.ts';
import { CampaignItem, CampaignList, CreateCampaignBody } from '@shared/schemas/nurture.ts';
import * as service from './service.ts';

/** Nurture campaigns (docs/nurture.md, "Campaigns"): staff only. */
export const campaignRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = app.auth.recruiter;
  app.get('/nurture/campaigns/', { onRequest: staff, schema: { response: { 200: CampaignList } } }, () => service.listCampaigns(deps));
  app.post(
    '/nurture/campaigns/',
    { onRequest: staff, schema: { body: CreateCampaignBody, response: { 201: CampaignItem } } },
    async (req, reply) => reply.code(201).send(await service.createCampaign(deps, req.user.sub, req.body)),
  );
};
