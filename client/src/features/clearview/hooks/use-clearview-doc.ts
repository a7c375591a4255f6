// Live reads of the shared ClearView doc: one module's inputs, the full snapshot, the meta map.
import { useMemo } from 'react';
import type * as Y from 'yjs';
import type { CompanySettings } from '@shared/calc';
import {
  MODULE_KEYS,
  docToSnapshot,
  getMetaMap,
  getModuleMap,
  readInputs,
  readMeta,
  type ClearViewInputs,
  type ClearViewMeta,
  type ClearViewSnapshot,
  type ModuleKey,
} from '@shared/collab';
import { useYValue } from './use-y-value';

/** The stored inputs of one module; re-renders only when that module's map changes. */
export function useModuleInputs<M extends ModuleKey>(doc: Y.Doc, module: M): ClearViewInputs[M] {
  const types = useMemo(() => [getModuleMap(doc, module)], [doc, module]);
  return useYValue(types, () => readInputs(doc)[module], types);
}

/** Inputs plus every computed figure (docs/spec/doc1.md §9 rules), recomputed when any module changes. */
export function useClearviewSnapshot(doc: Y.Doc, settings: CompanySettings): ClearViewSnapshot {
  const types = useMemo(() => MODULE_KEYS.map((m) => getModuleMap(doc, m)), [doc]);
  const key = useMemo(() => ({ types, settings }), [types, settings]);
  return useYValue(types, () => docToSnapshot(doc, settings), key);
}

/** Session-level shared state: last save time, completed flag. */
export function useMeta(doc: Y.Doc): ClearViewMeta {
  const types = useMemo(() => [getMetaMap(doc)], [doc]);
  return useYValue(types, () => readMeta(doc), types);
}
