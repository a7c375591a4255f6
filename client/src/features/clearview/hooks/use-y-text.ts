// Binds a textarea to a shared Y.Text: local edits become minimal insert/delete ops, remote ones
// re-render. Minimal ops (common prefix/suffix) keep concurrent typing by two people merged.
import { useCallback, useMemo } from 'react';
import type * as Y from 'yjs';
import { useYValue } from './use-y-value';

export function useYText(text: Y.Text, origin: unknown): [string, (next: string) => void] {
  const types = useMemo(() => [text], [text]);
  const value = useYValue(types, () => text.toString(), types);
  const update = useCallback(
    (next: string) => {
      const current = text.toString();
      if (next === current) return;
      let start = 0;
      while (start < current.length && start < next.length && current[start] === next[start]) start++;
      let endCurrent = current.length;
      let endNext = next.length;
      while (endCurrent > start && endNext > start && current[endCurrent - 1] === next[endNext - 1]) {
        endCurrent--;
        endNext--;
      }
      text.doc?.transact(() => {
        if (endCurrent > start) text.delete(start, endCurrent - start);
        if (endNext > start) text.insert(start, next.slice(start, endNext));
      }, origin);
    },
    [text, origin],
  );
  return [value, update];
}
