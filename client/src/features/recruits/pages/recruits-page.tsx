import { useState } from 'react';
import type { BulkAction } from '@shared/schemas/recruit-bulk';
import { useRecruitStats } from '@client/lib/recruit-stats';
import { fullName, useSession } from '@client/lib/session';
import { useUrlParams } from '@client/lib/url-state';
import type { Recruit } from '@shared/schemas/recruits';
import { BulkBar } from '../components/bulk/bulk-bar';
import { BulkDialog } from '../components/bulk/bulk-dialog';
import { useSelection } from '../components/bulk/selection';
import { CreateRecruitDialog } from '../components/create/create-recruit-dialog';
import { ImportDialog } from '../components/import/import-dialog';
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
import { useExportRecruits } from '../api/bulk';

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
  const [importing, setImporting] = useState(false);
  const [bulkAction, setBulkAction] = useState<BulkAction | null>(null);
  const selection = useSelection();
  const exporting = useExportRecruits();
  const [selected, setSelected] = useState<Recruit | null>(null);
  const list = useRecruitList(filters);
  const linked = useLinkedRecruit(params.recruit);
  const shown = selected ?? (params.recruit ? (linked.data ?? null) : null);
  const closeDetails = () => {
    setSelected(null);
    if (params.recruit) setParams({ recruit: '' }, { replace: true });
  };
  const stats = useRecruitStats();
  const loaded = list.data?.pages.flatMap((p) => p.results) ?? [];
  const selectedRecruits = loaded.filter((r) => selection.ids.has(r.id));
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
        onImport={() => setImporting(true)}
        onExport={() => exporting.mutate(filters)}
        exporting={exporting.isPending}
      />
      <RecruitFilters filters={filters} onApply={apply} searching={list.isFetching && !list.isFetchingNextPage} />
      <BulkBar count={selectedRecruits.length} onAction={setBulkAction} onClear={selection.clear} />
      <RecruitList
        list={list}
        view={view}
        sort={filters.sort}
        onSort={(sort) => apply({ ...filters, sort })}
        onOpen={setSelected}
        selection={selection}
      />
      <CreateRecruitDialog open={creating} onClose={() => setCreating(false)} />
      <RecruitDetailsDialog recruit={shown} onClose={closeDetails} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <BulkDialog
        action={bulkAction}
        recruits={selectedRecruits}
        me={user ? { id: Number(user.id), name: fullName(user) || user.email } : null}
        onClose={() => setBulkAction(null)}
        onDone={() => undefined}
      />
    </div>
  );
}
