import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageStatus } from '@shared/schemas/messages';
import { fetchCampaigns, fetchMessages, fetchOverview, fetchRecruitNurture, fetchTasks } from './api';

/** The nurture screens' query keys (docs/client.md, "Server state"). */
export const nurtureKeys = {
  all: ['nurture'] as const,
  overview: () => [...nurtureKeys.all, 'overview'] as const,
  campaigns: () => [...nurtureKeys.all, 'campaigns'] as const,
  tasks: () => [...nurtureKeys.all, 'tasks'] as const,
  recruit: (id: number) => [...nurtureKeys.all, 'recruit', id] as const,
  messages: (status: MessageStatus | '', page: number) => ['messages', status, page] as const,
};

export const useNurtureOverview = () =>
  useQuery({
    queryKey: nurtureKeys.overview(),
    queryFn: ({ signal }) => fetchOverview(signal),
    meta: { errorToast: 'Failed to load nurture data' },
  });

export const useCampaigns = () =>
  useQuery({
    queryKey: nurtureKeys.campaigns(),
    queryFn: ({ signal }) => fetchCampaigns(signal),
    meta: { errorToast: 'Failed to load campaigns' },
  });

export const useNurtureTasks = () =>
  useQuery({ queryKey: nurtureKeys.tasks(), queryFn: ({ signal }) => fetchTasks(signal), meta: { errorToast: 'Failed to load tasks' } });

/** One recruit's enrollment, meetings and SMS consent (Stay Connected, the Nurture Campaign tab). */
export const useRecruitNurture = (id: number) =>
  useQuery({ queryKey: nurtureKeys.recruit(id), queryFn: ({ signal }) => fetchRecruitNurture(id, signal) });

/** docs/spec/doc2.md §8: message load failures are logged only. */
export const useMessages = (status: MessageStatus | '', page: number) =>
  useQuery({
    queryKey: nurtureKeys.messages(status, page),
    queryFn: ({ signal }) => fetchMessages({ status, page }, signal),
    placeholderData: keepPreviousData,
  });
