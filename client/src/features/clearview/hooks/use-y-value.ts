// React bindings to Y types: re-render when a Y.Map / Y.Text changes, with a cached snapshot so
// useSyncExternalStore sees a stable value between changes.
import { useCallback, useRef, useSyncExternalStore } from 'react';

/** Any Y type (map, text, array); only deep observation is needed. */
interface ObservableY {
  observeDeep(listener: () => void): void;
  unobserveDeep(listener: () => void): void;
}

/**
 * Subscribes to the given Y types (deep) and returns `read()`, recomputed only after a change.
 * `types` must be memoized by the caller (a new array re-subscribes); `key` changes when `read`
 * would answer differently for the same Y content (other settings), so the cached value is dropped.
 */
export function useYValue<T>(types: ObservableY[], read: () => T, key: unknown): T {
  const cache = useRef<{ key: unknown; version: number; value: T } | null>(null);
  const version = useRef(0);
  const subscribe = useCallback(
    (notify: () => void) => {
      const onChange = () => {
        version.current++;
        notify();
      };
      for (const type of types) type.observeDeep(onChange);
      return () => {
        for (const type of types) type.unobserveDeep(onChange);
      };
    },
    [types],
  );
  const getSnapshot = () => {
    const c = cache.current;
    if (c && c.key === key && c.version === version.current) return c.value;
    const value = read();
    cache.current = { key, version: version.current, value };
    return value;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
