import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { recruitStatsKey } from '@client/lib/recruit-stats';
import type { Recruit, RecruitCreateBody, RecruitListResponse, RecruitStatus } from '@shared/schemas/recruits';
import { listQueryOf, type RecruitFilters } from '../pipeline-filters';

/**
 * The recruit screens' query keys (docs/client.md, "Server state"). Every read of this feature sits
 * under `recruitKeys.all`, as the pipeline's figures do (lib/recruit-stats.ts).
 */
export const recruitKeys = {
  all: ['recruits'] as const,
  lists: () => [...recruitKeys.all, 'list'] as const,
  list: (f: RecruitFilters) => [...recruitKeys.lists(), listQueryOf(f)] as const,
  detail: (id: number | undefined) => [...recruitKeys.all, 'detail', id] as const,
};

/** What a screen adds to a write of this feature: what it shows after success or failure. */
export type WriteConfig<TData, TVars = void> = {
  onSuccess?: (data: TData, vars: TVars) => void;
  onError?: (err: Error) => void;
  onSettled?: () => void;
};

const fetchRecruitsPage = (filters: RecruitFilters, page: number, signal: AbortSignal) =>
  api.get<RecruitListResponse>('/recruits/', { query: { page, ...listQueryOf(filters) }, signal });
const fetchRecruit = (id: number, signal?: AbortSignal) => api.get<Recruit>(`/recruits/${id}/`, { signal });
const createRecruit = (body: RecruitCreateBody) => api.post<Recruit>('/recruits/', body);
export const patchRecruitStatus = (id: number, status: RecruitStatus) => api.patch<Recruit>(`/recruits/${id}/`, { status });

/** Puts a fresh copy of a recruit into every loaded pipeline list where it already is; the figures follow. */
function spreadToLists(queryClient: QueryClient, recruit: Recruit): void {
  queryClient.setQueriesData<InfiniteData<RecruitListResponse, number>>({ queryKey: recruitKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, results: p.results.map((r) => (r.id === recruit.id ? recruit : r)) })) } : data,
  );
  void queryClient.invalidateQueries({ queryKey: recruitStatsKey });
}

/**
 * After an action in Recruit Details: the changed recruit where screens read it, then every read on
 * screen again (the recruit, the list, nurture, proforma, onboarding), since an action may move any of them.
 */
export function afterRecruitAction(queryClient: QueryClient, changed?: Recruit): void {
  if (changed) {
    queryClient.setQueryData(recruitKeys.detail(changed.id), changed);
    spreadToLists(queryClient, changed);
  }
  void queryClient.invalidateQueries();
}

/** Every read on screen again, for a view another feature composes into Recruit Details (slots.ts). */
export function useReloadAfterAction(): () => void {
  const queryClient = useQueryClient();
  return () => afterRecruitAction(queryClient);
}

/**
 * The pipeline list, page by page (docs/recruits-client.md): each page is the next 20 of the same
 * filters; new filters are a new list, and the previous one stays on screen while it loads.
 */
export function useRecruitList(filters: RecruitFilters) {
  return useInfiniteQuery({
    queryKey: recruitKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchRecruitsPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load recruits', serverText: true, toastId: 'recruits-load' },
  });
}

/**
 * One recruit, fresh from the server, starting from the copy the screen already has (the card's);
 * the fresh copy also goes into the lists. docs/spec/doc1.md §8: a failed load shows the server's
 * text, else "Failed to load recruit".
 */
export function useRecruit(id: number | undefined, shown?: Recruit) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: recruitKeys.detail(id),
    queryFn: async ({ signal }) => {
      const fresh = await fetchRecruit(id as number, signal);
      spreadToLists(queryClient, fresh);
      return fresh;
    },
    enabled: id !== undefined,
    placeholderData: shown,
    meta: { errorToast: 'Failed to load recruit', serverText: true },
  });
}

/**
 * The recruit named by ?recruit= (a link from Candidate Activity or the Overview): its details open
 * over the pipeline. Same key as the details dialog's own read, so the dialog starts from it.
 */
export function useLinkedRecruit(param: string) {
  const id = /^\d+$/.test(param) ? Number(param) : undefined;
  return useQuery({
    queryKey: recruitKeys.detail(id),
    queryFn: ({ signal }) => fetchRecruit(id as number, signal),
    enabled: id !== undefined,
    meta: { errorToast: 'Failed to load recruit', serverText: true, toastId: 'recruit-link' },
  });
}

/** Create Recruit; the lists and figures reload. Field errors show under the form's fields (docs/client.md, "Forms"). */
export function useCreateRecruit(formFields: readonly string[], config: WriteConfig<Recruit, RecruitCreateBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecruit,
    meta: { errorToast: 'Failed to create recruit', serverText: true, formFields },
    onSuccess: (recruit, body) => {
      void queryClient.invalidateQueries({ queryKey: recruitKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: recruitStatsKey });
      config.onSuccess?.(recruit, body);
    },
    onError: config.onError,
  });
}

/**
 * A plain status change (Phase Management's status list). Recruit Details tells the outcome in its
 * banner, so a failure is not toasted as well (docs/client.md, "Forms").
 */
export function useMoveRecruitStatus(recruitId: number, config: WriteConfig<Recruit, RecruitStatus> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: RecruitStatus) => patchRecruitStatus(recruitId, to),
    onSuccess: (moved, to) => {
      afterRecruitAction(queryClient, moved);
      config.onSuccess?.(moved, to);
    },
    onError: config.onError,
    onSettled: config.onSettled,
  });
}
