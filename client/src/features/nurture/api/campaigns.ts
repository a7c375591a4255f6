import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { CampaignItem, CampaignList, CreateCampaignBody } from '@shared/schemas/nurture';
import { type NurtureWriteConfig, nurtureKeys, useNurtureWrite } from './nurture-keys';

/** Campaigns with their steps and enrollment counts (docs/nurture.md, "Campaigns"). */
const campaignKeys = { all: [...nurtureKeys.all, 'campaigns'] as const };

const fetchCampaigns = async (signal?: AbortSignal) => (await api.get<CampaignList>('/nurture/campaigns/', { signal })).results;
const createCampaign = (body: CreateCampaignBody) => api.post<CampaignItem>('/nurture/campaigns/', body);

export const useCampaigns = () =>
  useQuery({
    queryKey: campaignKeys.all,
    queryFn: ({ signal }) => fetchCampaigns(signal),
    meta: { errorToast: 'Failed to load campaigns' },
  });

export const useCreateCampaign = (config?: NurtureWriteConfig<CampaignItem, CreateCampaignBody>) => useNurtureWrite(createCampaign, config);
