import { type InfiniteData, keepPreviousData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import type { Recruit, RecruitListResponse, RecruitOrdering, RecruitStatus } from '@shared/schemas/recruits';
import { fetchRecruitsPage } from './api';

/** The pipeline's filters: UI state of the page, and part of the list's query key. */
export type SortKey = 'date' | 'name' | 'stage';
const SORT_ORDERINGS: Record<SortKey, RecruitOrdering> = { date: '-created_at', name: 'name', stage: 'stage' };

export interface RecruitFilters {
  search: string;
  status: RecruitStatus | '';
  source: string;
  sort: SortKey;
}

export const EMPTY_FILTERS: RecruitFilters = { search: '', status: '', source: '', sort: 'date' };

/** The recruit screens' query keys (docs/client.md, "Server state"). */
export const recruitKeys = {
  all: ['recruits'] as const,
  lists: () => [...recruitKeys.all, 'list'] as const,
  list: (f: RecruitFilters) => [...recruitKeys.lists(), f.search.trim(), f.status, f.source.trim(), f.sort] as const,
  detail: (id: number | undefined) => [...recruitKeys.all, 'detail', id] as const,
  latestClearview: (id: number | undefined) => [...recruitKeys.all, 'latest-clearview', id] as const,
  timeline: (id: number, status: RecruitStatus) => [...recruitKeys.all, 'timeline', id, status] as const,
  profile: (id: number) => [...recruitKeys.all, 'profile', id] as const,
};

/**
 * The pipeline list, page by page (docs/recruits-client.md): each page is the next 20 of the same
 * filters; new filters are a new list, and the previous one stays on screen while it loads.
 */
export function useRecruitList(filters: RecruitFilters) {
  return useInfiniteQuery({
    queryKey: recruitKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchRecruitsPage(
        {
          page: pageParam,
          search: filters.search.trim(),
          status: filters.status,
          recruiting_source: filters.source.trim(),
          ordering: SORT_ORDERINGS[filters.sort],
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load recruits', serverText: true, toastId: 'recruits-load' },
  });
}

/** Puts a changed recruit (from the details dialog) into every loaded list, where it already is. */
export function replaceInLists(queryClient: QueryClient, recruit: Recruit): void {
  queryClient.setQueriesData<InfiniteData<RecruitListResponse, number>>({ queryKey: recruitKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, results: p.results.map((r) => (r.id === recruit.id ? recruit : r)) })) } : data,
  );
}
