import { Button, EmptyState, PageSpinner, Spinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import type { Recruit, RecruitOrdering } from '@shared/schemas/recruits';
import type { PipelineView } from '../pipeline-view';
import type { useRecruitList } from '../api/recruits';
import { RecruitCard } from './recruit-card';
import { SelectPage } from './bulk/selection';
import { RecruitTable } from './recruit-table';
import type { Selection } from './bulk/selection';
import { useInfiniteScroll } from './use-infinite-scroll';

type RecruitListQuery = ReturnType<typeof useRecruitList>;

type Props = {
  list: RecruitListQuery;
  view: PipelineView;
  sort: RecruitOrdering;
  onSort: (sort: RecruitOrdering) => void;
  onOpen: (recruit: Recruit) => void;
  selection: Selection;
};

/** The pipeline's cards or table with infinite scroll, plus its loading, empty, error and end states. */
export function RecruitList({ list, view, sort, onSort, onOpen, selection }: Props) {
  const recruits = list.data?.pages.flatMap((p) => p.results) ?? [];
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;
  // A new filter shows the previous list faded until the new one arrives.
  const replacing = list.isPlaceholderData;
  const loadMore = () => void list.fetchNextPage();
  // After a failed page the watcher stops, so a failing page is not asked for in a loop; the button retries.
  useInfiniteScroll(loadMore, hasNextPage && !list.isFetching && !isFetchNextPageError, recruits.length);

  if (list.isPending) return <PageSpinner label="Loading recruits..." />;

  if (list.isError && !isFetchNextPageError) {
    return (
      <EmptyState
        title="Failed to load recruits"
        description={errorText(list.error, 'Failed to load recruits')}
        action={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );
  }

  if (recruits.length === 0) return <EmptyState title="No recruits found matching the current filters" />;

  return (
    <section aria-label="Recruits" aria-busy={list.isFetching} className={replacing ? 'opacity-60 transition-opacity' : undefined}>
      {view === 'table' ? (
        <RecruitTable recruits={recruits} sort={sort} onSort={onSort} onOpen={onOpen} selection={selection} />
      ) : (
        <>
          <SelectPage recruits={recruits} selection={selection} />
          <ul className="space-y-3">
            {recruits.map((r) => (
              <li key={r.id}>
                <RecruitCard recruit={r} onOpen={onOpen} selection={selection} />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="py-6 text-center text-sm text-slate-500">
        {isFetchingNextPage ? (
          <Spinner label="Loading more recruits..." showLabel />
        ) : isFetchNextPageError ? (
          <Button variant="link" onClick={loadMore}>
            Could not load more. Try again
          </Button>
        ) : hasNextPage ? (
          <Button variant="link" onClick={loadMore}>
            Load more
          </Button>
        ) : (
          <p>No more recruits to load</p>
        )}
      </div>
    </section>
  );
}
