import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { PIPELINE_FILTER_STAGES } from '@shared/domain/recruit-status';
import type { Recruit } from '@shared/schemas/recruits';
import { CreateRecruitDialog } from '../components/create/create-recruit-dialog';
import { RecruitDetailsDialog } from '../components/details/recruit-details-dialog';
import { PipelineHeader } from '../components/pipeline-header';
import { RecruitFilters } from '../components/recruit-filters';
import { RecruitList } from '../components/recruit-list';
import { EMPTY_FILTERS, type RecruitFilters as Filters, recruitKeys, replaceInLists, useRecruitList } from '../queries';

/** /dashboard/recruits — the recruiter's pipeline: filters, cards with infinite scroll, create and details dialogs. */
export default function RecruitsPage() {
  const queryClient = useQueryClient();
  // ?status=<stage> (the Overview's stage counts) starts the list filtered to that stage.
  const stage = new URLSearchParams(useSearch()).get('status');
  const [filters, setFilters] = useState<Filters>(() =>
    (PIPELINE_FILTER_STAGES as readonly string[]).includes(stage ?? '')
      ? { ...EMPTY_FILTERS, status: stage as Filters['status'] }
      : EMPTY_FILTERS,
  );
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<Recruit | null>(null);
  const list = useRecruitList(filters);

  const onChanged = useCallback((r: Recruit) => replaceInLists(queryClient, r), [queryClient]);
  const onCreated = () => void queryClient.invalidateQueries({ queryKey: recruitKeys.lists() });
  // Search with unchanged filters still asks the server again: the user expects a fresh list.
  const apply = (next: Filters) => {
    const same = JSON.stringify(recruitKeys.list(next)) === JSON.stringify(recruitKeys.list(filters));
    if (same) void list.refetch();
    else setFilters(next);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PipelineHeader list={list} onCreate={() => setCreating(true)} />
      <RecruitFilters filters={filters} onApply={apply} searching={list.isFetching && !list.isFetchingNextPage} />
      <RecruitList list={list} onOpen={setSelected} />
      <CreateRecruitDialog open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
      <RecruitDetailsDialog recruit={selected} onClose={() => setSelected(null)} onChanged={onChanged} />
    </div>
  );
}
