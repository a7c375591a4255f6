import { PIPELINE_FILTER_STAGES, PIPELINE_PHASE_KEYS, type PipelinePhaseKey } from '@shared/domain/recruit-status';
import { RECRUIT_ORDERINGS, type RecruitOrdering, type RecruitStatus } from '@shared/schemas/recruits';

/** The pipeline's filters: kept in the URL (docs/dashboard.md, "Pipeline"), and part of the list's query key. */
export interface RecruitFilters {
  search: string;
  status: RecruitStatus | '';
  /** A sidebar phase (several statuses); a stage choice replaces it. */
  phase: PipelinePhaseKey | '';
  source: string;
  sort: RecruitOrdering;
  /** "My recruits" (the default) or "All" the user may see (docs/team.md, "Who sees which recruit"). */
  owner: PipelineOwner;
}

export type PipelineOwner = 'mine' | 'all';

export const EMPTY_FILTERS: RecruitFilters = { search: '', status: '', phase: '', source: '', sort: '-created_at', owner: 'mine' };

/** The query-string keys of the pipeline: its filters and the chosen view. */
export const PIPELINE_URL_KEYS = ['search', 'status', 'phase', 'source', 'sort', 'owner', 'view', 'recruit'] as const;
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
    owner: p.owner === 'all' ? 'all' : 'mine',
  };
}

/** The query string of some filters (the default sort and owner are left out). */
export function filtersToParams(f: RecruitFilters): Omit<PipelineParams, 'view' | 'recruit'> {
  return {
    search: f.search.trim(),
    status: f.status,
    phase: f.status ? '' : f.phase,
    source: f.source.trim(),
    sort: f.sort === EMPTY_FILTERS.sort ? '' : f.sort,
    owner: f.owner === 'all' ? 'all' : '',
  };
}

/** What the server is asked for: a stage choice replaces the phase, text is trimmed. */
export function listQueryOf(f: RecruitFilters) {
  return {
    search: f.search.trim(),
    status: f.status,
    phase: f.status ? '' : f.phase,
    recruiting_source: f.source.trim(),
    ordering: f.sort,
    recruiter: f.owner === 'mine' ? 'me' : '',
  };
}

/** Two filters that ask the server for the same list. */
export const sameList = (a: RecruitFilters, b: RecruitFilters): boolean =>
  JSON.stringify(listQueryOf(a)) === JSON.stringify(listQueryOf(b));

/** Whether any filter narrows the list ("My recruits" does; the sort alone does not). */
export const narrowsList = (f: RecruitFilters): boolean =>
  Boolean(f.owner === 'mine' || f.search.trim() || f.status || f.phase || f.source.trim());
