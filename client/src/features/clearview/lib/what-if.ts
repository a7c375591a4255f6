// The what-if loan calculator's shared state: a top-level Y.Map 'whatIf' beside the modules.
// It is exploration, not plan data: kept in the live doc (both sides see it, it persists with the
// room) but never part of the saved module data. Its figures: computeWhatIf (@shared/collab).
import type * as Y from 'yjs';
import { parseNumeric } from '@shared/calc';
import { WHAT_IF_MAP, type WhatIfField } from '@shared/collab';

export function whatIfMap(doc: Y.Doc): Y.Map<number> {
  return doc.getMap<number>(WHAT_IF_MAP);
}

/** Writes a typed value (non-numeric → 0; loans per month a whole number ≥ 0). */
export function setWhatIf(doc: Y.Doc, field: WhatIfField, raw: string, origin: unknown): void {
  const n = parseNumeric(raw);
  const value = field === 'loansPerMonth' ? Math.max(0, Math.trunc(n)) : Math.max(0, n);
  const map = whatIfMap(doc);
  if (map.get(field) !== value) doc.transact(() => map.set(field, value), origin);
}
