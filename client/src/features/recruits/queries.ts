import { type InfiniteData, keepPreviousData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PIPELINE_FILTER_STAGES, PIPELINE_PHASE_KEYS, type PipelinePhaseKey } from '@shared/domain/recruit-status';
import {
  RECRUIT_ORDERINGS,
  type Recruit,
  type RecruitListResponse,
  type RecruitOrdering,
  type RecruitStatus,
} from '@shared/schemas/recruits';
import { fetchRecruit, fetchRecruitsPage } from './api';

/** The pipeline's filters: kept in the URL (docs/dashboard.md, "Pipeline"), and part of the list's query key. */
export interface RecruitFilters {
  search: string;
  status: RecruitStatus | '';
  /** A sidebar phase (several statuses); a stage choice replaces it. */
  phase: PipelinePhaseKey | '';
  source: string;
  sort: RecruitOrdering;
}

export const EMPTY_FILTERS: RecruitFilters = { search: '', status: '', phase: '', source: '', sort: '-created_at' };

/** The query-string keys of the pipeline: its filters and the chosen view. */
export const PIPELINE_URL_KEYS = ['search', 'status', 'phase', 'source', 'sort', 'view', 'recruit'] as const;
type PipelineParams = Record<(typeof PIPELINE_URL_KEYS)[number], string>;

const oneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

/** Filters from the query string; a value the list does not know is dropped, not sent. */
export function filtersFromParams(p: PipelineParams): RecruitFilters {
  return {
    search: p.search,
    status: oneOf(PIPELINE_FILTER_STAGES, p.status) ? p.status : '',
    phase: oneOf(PIPELINE_PHASE_KEYS, p.phase) ? p.phase : '',
    source: p.source,
    sort: oneOf(RECRUIT_ORDERINGS, p.sort) ? p.sort : EMPTY_FILTERS.sort,
  };
}

/** The query string of some filters (the default sort is left out). */
export function filtersToParams(f: RecruitFilters): Omit<PipelineParams, 'view' | 'recruit'> {
  return {
    search: f.search.trim(),
    status: f.status,
    phase: f.status ? '' : f.phase,
    source: f.source.trim(),
    sort: f.sort === EMPTY_FILTERS.sort ? '' : f.sort,
  };
}

/** The recruit screens' query keys (docs/client.md, "Server state"). */
export const recruitKeys = {
  all: ['recruits'] as const,
  lists: () => [...recruitKeys.all, 'list'] as const,
  list: (f: RecruitFilters) => [...recruitKeys.lists(), f.search.trim(), f.status, f.phase, f.source.trim(), f.sort] as const,
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
          phase: filters.status ? '' : filters.phase,
          recruiting_source: filters.source.trim(),
          ordering: filters.sort,
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

/**
 * The recruit named by ?recruit= (a link from Candidate Activity or the Overview): its details open
 * over the pipeline. Same key as the details dialog's own read, so the dialog starts from it.
 */
export function useLinkedRecruit(param: string) {
  const id = /^\d+$/.test(param) ? Number(param) : undefined;
  return useQuery({
    queryKey: recruitKeys.detail(id),
    queryFn: () => fetchRecruit(id as number),
    enabled: id !== undefined,
    meta: { errorToast: 'Failed to load recruit', serverText: true, toastId: 'recruit-link' },
  });
}
