import { proxy } from 'valtio';
import { errorText, isAbortError } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import type { Recruit, RecruitOrdering, RecruitStatus } from '@shared/schemas/recruits';
import { fetchRecruitsPage } from './api';

/** The pipeline screen's store: filters, the pages loaded so far and the loading flags. */

export type SortKey = 'date' | 'name' | 'stage';
const SORT_ORDERINGS: Record<SortKey, RecruitOrdering> = { date: '-created_at', name: 'name', stage: 'stage' };

export interface RecruitFilters {
  search: string;
  status: RecruitStatus | '';
  source: string;
  sort: SortKey;
}

export const EMPTY_FILTERS: RecruitFilters = { search: '', status: '', source: '', sort: 'date' };

interface RecruitsState {
  filters: RecruitFilters;
  recruits: Recruit[];
  /** Matching recruits on the server (all pages). */
  count: number;
  page: number;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  /** The last load failure; kept so the list can show it. */
  error: string | null;
  loaded: boolean;
}

export const recruitsStore = proxy<RecruitsState>({
  filters: { ...EMPTY_FILTERS },
  recruits: [],
  count: 0,
  page: 0,
  hasMore: false,
  loading: false,
  loadingMore: false,
  error: null,
  loaded: false,
});

// A newer load (other filters) cancels the one in flight so its answer never lands in the list.
let inFlight: AbortController | null = null;

async function loadPage(page: number): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const first = page === 1;
  recruitsStore[first ? 'loading' : 'loadingMore'] = true;
  const { filters } = recruitsStore;
  try {
    const data = await fetchRecruitsPage(
      {
        page,
        search: filters.search.trim(),
        status: filters.status,
        recruiting_source: filters.source.trim(),
        ordering: SORT_ORDERINGS[filters.sort],
      },
      controller.signal,
    );
    recruitsStore.recruits = first ? data.results : [...recruitsStore.recruits, ...data.results];
    recruitsStore.count = data.count;
    recruitsStore.page = page;
    recruitsStore.hasMore = Boolean(data.next);
    recruitsStore.error = null;
    recruitsStore.loaded = true;
  } catch (err) {
    if (isAbortError(err)) return;
    const message = errorText(err, 'Failed to load recruits');
    recruitsStore.error = message;
    // Stop the scroll watcher from retrying a failing page in a loop; Search retries.
    recruitsStore.hasMore = false;
    recruitsStore.loaded = true;
    toast.error(message);
  } finally {
    if (inFlight === controller) {
      inFlight = null;
      recruitsStore.loading = false;
      recruitsStore.loadingMore = false;
    }
  }
}

/** Loads page 1 with the current filters, replacing the list. */
export function reloadRecruits(): Promise<void> {
  return loadPage(1);
}

/** Loads the next page unless one is loading or there is none. */
export function loadMoreRecruits(): Promise<void> | undefined {
  const s = recruitsStore;
  if (s.loading || s.loadingMore || !s.hasMore) return undefined;
  return loadPage(s.page + 1);
}

export function applyFilters(filters: Partial<RecruitFilters>): Promise<void> {
  Object.assign(recruitsStore.filters, filters);
  return reloadRecruits();
}

export function clearFilters(): Promise<void> {
  recruitsStore.filters = { ...EMPTY_FILTERS };
  return reloadRecruits();
}

/** Puts a changed recruit (from the details dialog) into the loaded list. */
export function replaceRecruit(recruit: Recruit): void {
  const i = recruitsStore.recruits.findIndex((r) => r.id === recruit.id);
  if (i >= 0) recruitsStore.recruits[i] = recruit;
}
