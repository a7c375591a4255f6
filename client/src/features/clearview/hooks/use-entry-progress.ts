// Data-entry progress for the presenter: how many inputs of each module someone has filled in.
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { INPUT_FIELDS, MODULE_KEYS, getModuleMap, type ModuleKey } from '@shared/collab';
import { useYValue } from './use-y-value';

interface ModuleProgress {
  module: ModuleKey;
  filled: number;
  total: number;
}

// A field counts once someone has typed a non-empty, non-zero value; calculator defaults do not:
// a missing field reads as its default, and a room seeded from saved JSON holds only the fields
// that differ from the defaults (server room kind, enteredInputs), so defaults are never in the map.
function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== 0;
}

export function useEntryProgress(doc: Y.Doc): { modules: ModuleProgress[]; filled: number; total: number } {
  const types = useMemo(() => MODULE_KEYS.map((m) => getModuleMap(doc, m)), [doc]);
  return useYValue(
    types,
    () => {
      const modules = MODULE_KEYS.map((module) => {
        const map = getModuleMap(doc, module);
        const fields = Object.keys(INPUT_FIELDS[module]);
        return { module, filled: fields.filter((f) => isFilled(map.get(f))).length, total: fields.length };
      });
      return {
        modules,
        filled: modules.reduce((s, m) => s + m.filled, 0),
        total: modules.reduce((s, m) => s + m.total, 0),
      };
    },
    types,
  );
}
