import { useEffect } from 'react';

/** How close to the bottom (in viewport heights) the next page starts loading (docs/spec/doc1.md §2). */
const LOAD_MORE_VIEWPORTS = 1.5;

/** True when the window is scrolled to within 1.5 viewport heights of the page bottom. */
function nearPageBottom(): boolean {
  const viewport = window.innerHeight;
  const remaining = document.documentElement.scrollHeight - (window.scrollY + viewport);
  return remaining <= LOAD_MORE_VIEWPORTS * viewport;
}

/**
 * Calls `loadMore` when the page is scrolled near its bottom. `revision` changes after each load,
 * so a page that is still too short to scroll keeps filling itself.
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean, revision: unknown) {
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (nearPageBottom()) loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [loadMore, enabled, revision]);
}
