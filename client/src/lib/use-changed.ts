import { useState } from 'react';

const FIRST = Symbol('first render');

/**
 * True during the render in which `value` differs from the one before (and on the first render).
 * A form resets its fields right there, while rendering, instead of in an effect that renders twice
 * (React's "adjusting state when a prop changes"; docs/client.md, "Server state").
 */
export function useChanged(value: unknown): boolean {
  const [seen, setSeen] = useState<unknown>(FIRST);
  if (Object.is(seen, value)) return false;
  setSeen(value);
  return true;
}

/**
 * A form's draft, made by `draftOf` from what is saved, and made again whenever `saved` changes
 * (after a save or a refetch), in the same render as useChanged.
 */
export function useDraft<S, D>(saved: S, draftOf: (saved: S) => D) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  if (useChanged(saved)) setDraft(draftOf(saved));
  return [draft, setDraft] as const;
}
