import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A page's filters kept in its query string (docs/client.md, "State in the URL"): Back, reload and a
 * shared link bring them back. Empty values are left out of the URL. Each change is a history entry
 * unless `replace` is asked for (typing in a search box should not fill the history).
 */
/** `keys` must be a constant (module-level) list. */
export function useUrlParams<K extends string>(keys: readonly K[]) {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const values = useMemo(() => {
    const params = new URLSearchParams(search);
    return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  }, [search, keys]);
  const update = useCallback(
    (patch: Partial<Record<K, string>>, opts: { replace?: boolean } = {}) => {
      const params = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(patch) as [K, string | undefined][]) {
        if (v) params.set(k, v);
        else params.delete(k);
      }
      const query = params.toString();
      navigate(query ? `${pathname}?${query}` : pathname, { replace: opts.replace });
    },
    [navigate, pathname],
  );
  return [values, update] as const;
}
