import { useSnapshot } from 'valtio';
import { Button, EmptyState, PageSpinner, Spinner } from '@client/components/ui';
import type { Recruit } from '@shared/schemas/recruits';
import { loadMoreRecruits, recruitsStore, reloadRecruits } from '../state';
import { RecruitCard } from './recruit-card';
import { useInfiniteScroll } from './use-infinite-scroll';

const loadMore = () => void loadMoreRecruits();

/** The pipeline's cards with infinite scroll, plus its loading, empty, error and end states. */
export function RecruitList({ onOpen }: { onOpen: (recruit: Recruit) => void }) {
  const { recruits, loading, loadingMore, hasMore, error, loaded } = useSnapshot(recruitsStore);
  useInfiniteScroll(loadMore, hasMore && !loading && !loadingMore, recruits.length);

  if (!loaded || (loading && recruits.length === 0)) return <PageSpinner label="Loading recruits..." />;

  if (error && recruits.length === 0) {
    return (
      <EmptyState
        title="Failed to load recruits"
        description={error}
        action={<Button onClick={() => void reloadRecruits()}>Try again</Button>}
      />
    );
  }

  if (recruits.length === 0) return <EmptyState title="No recruits found matching the current filters" />;

  return (
    <section aria-label="Recruits" aria-busy={loading || loadingMore} className={loading ? 'opacity-60 transition-opacity' : undefined}>
      <ul className="space-y-3">
        {recruits.map((r) => (
          <li key={r.id}>
            <RecruitCard recruit={r as Recruit} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <div className="py-6 text-center text-sm text-slate-500">
        {loadingMore ? (
          <Spinner label="Loading more recruits..." showLabel />
        ) : error ? (
          <Button variant="link" onClick={loadMoreAfterError}>
            Could not load more. Try again
          </Button>
        ) : hasMore ? (
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

// After a failed page the store stops auto-loading; this retries the next page on request.
function loadMoreAfterError() {
  recruitsStore.hasMore = true;
  recruitsStore.error = null;
  void loadMoreRecruits();
}
