import { useEffect, useState } from 'react';

/** Typing in a search box: how long the text must stay unchanged before a list reloads for it. */
const SEARCH_DEBOUNCE_MS = 300;

/** `value`, updated only once it has stayed the same for `ms` (the first render sees it at once). */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
