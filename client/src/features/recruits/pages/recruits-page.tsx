import { useState } from 'react';
import { useRecruitStats } from '@client/lib/recruit-stats';
import { useSession } from '@client/lib/session';
import { useUrlParams } from '@client/lib/url-state';
import type { Recruit } from '@shared/schemas/recruits';
import { CreateRecruitDialog } from '../components/create/create-recruit-dialog';
import { RecruitDetailsDialog } from '../components/details/recruit-details-dialog';
import { PipelineHeader } from '../components/pipeline-header';
import { RecruitFilters } from '../components/recruit-filters';
import { RecruitList } from '../components/recruit-list';
import { type PipelineView, rememberView, rememberedView } from '../pipeline-view';
import {
  filtersFromParams,
  filtersToParams,
  narrowsList,
  PIPELINE_URL_KEYS,
  type RecruitFilters as Filters,
  sameList,
} from '../pipeline-filters';
import { useLinkedRecruit, useRecruitList } from '../api/recruits';

/**
 * /dashboard/recruits — the recruiter's pipeline: filters, cards or a dense table with infinite scroll,
 * create and details dialogs. Filters, sort and view live in the URL (docs/dashboard.md, "Pipeline").
 */
export default function RecruitsPage() {
  const { user } = useSession();
  const [params, setParams] = useUrlParams(PIPELINE_URL_KEYS);
  const filters = filtersFromParams(params);
  const view: PipelineView = params.view === 'table' || params.view === 'cards' ? params.view : rememberedView(user?.id);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<Recruit | null>(null);
  const list = useRecruitList(filters);
  const linked = useLinkedRecruit(params.recruit);
  const shown = selected ?? (params.recruit ? (linked.data ?? null) : null);
  const closeDetails = () => {
    setSelected(null);
    if (params.recruit) setParams({ recruit: '' }, { replace: true });
  };
  const stats = useRecruitStats();
  // Search with unchanged filters still asks the server again: the user expects a fresh list.
  const apply = (next: Filters) => {
    if (sameList(next, filters)) void list.refetch();
    else setParams(filtersToParams(next));
  };
  const chooseView = (next: PipelineView) => {
    rememberView(user?.id, next);
    setParams({ view: next }, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PipelineHeader
        total={stats.data?.total_recruits ?? null}
        matching={narrowsList(filters) ? (list.data?.pages[0]?.count ?? null) : undefined}
        onboarded={stats.data?.by_status.onboarded ?? null}
        view={view}
        onView={chooseView}
        onCreate={() => setCreating(true)}
      />
      <RecruitFilters filters={filters} onApply={apply} searching={list.isFetching && !list.isFetchingNextPage} />
      <RecruitList list={list} view={view} sort={filters.sort} onSort={(sort) => apply({ ...filters, sort })} onOpen={setSelected} />
      <CreateRecruitDialog open={creating} onClose={() => setCreating(false)} />
      <RecruitDetailsDialog recruit={shown} onClose={closeDetails} />
    </div>
  );
}
