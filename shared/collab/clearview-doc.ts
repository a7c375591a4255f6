// The ClearView Y.Doc: one top-level Y.Map per module holding only INPUT fields (flat keys),
// plus `meta`. Computed fields are derived on read, so two clients never race to write them.
import type * as Y from 'yjs';
import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '../calc';
import {
  INPUT_FIELDS,
  MODULE_KEYS,
  coerceField,
  fieldDefault,
  fieldKind,
  isInputField,
  type ClearViewInputs,
  type InputField,
  type ModuleKey,
} from './fields';
import { normalizeSnapshot } from './normalize';
import { deriveSnapshot, type ClearViewSnapshot } from './snapshot';

/** A module's stored value: numbers, or text for currentCompPlan. */
type StoredValue = number | string;

/** The top-level Y.Map of one module (its name is the module key). */
export function getModuleMap(doc: Y.Doc, module: ModuleKey): Y.Map<StoredValue> {
  return doc.getMap<StoredValue>(module);
}

/** Reads all stored inputs; missing or malformed values read as the field default. */
export function readInputs(doc: Y.Doc): ClearViewInputs {
  const out: Record<string, Record<string, StoredValue>> = {};
  for (const module of MODULE_KEYS) {
    const map = getModuleMap(doc, module);
    const values: Record<string, StoredValue> = {};
    for (const field of Object.keys(INPUT_FIELDS[module]) as InputField<typeof module>[]) {
      // Re-coerce on read: a peer with older code may have written a value out of range.
      values[field] = coerceField(fieldKind(module, field), map.get(field)) ?? fieldDefault(module, field);
    }
    out[module] = values;
  }
  return out as ClearViewInputs;
}

/** Plain-JSON module data with every computed field filled via shared/calc. */
export function docToSnapshot(doc: Y.Doc, settings: CompanySettings = DEFAULT_COMPANY_SETTINGS): ClearViewSnapshot {
  return deriveSnapshot(readInputs(doc), settings);
}

/**
 * Writes the inputs of any snapshot JSON (either case, partial or full) in one transaction,
 * touching only fields whose stored value differs; returns how many fields were written.
 */
export function applySnapshotToDoc(doc: Y.Doc, snapshot: unknown, origin?: unknown): number {
  const patch = normalizeSnapshot(snapshot) as Record<ModuleKey, Record<string, StoredValue> | undefined>;
  let written = 0;
  doc.transact(() => {
    for (const module of MODULE_KEYS) {
      const values = patch[module];
      if (!values) continue;
      const map = getModuleMap(doc, module);
      for (const [field, value] of Object.entries(values)) {
        if (map.get(field) === value) continue;
        map.set(field, value);
        written++;
      }
    }
  }, origin);
  return written;
}

/**
 * Sets one input field after the docs/spec/doc1.md §5 coercion (blank → 0, percents capped at 100, goal whole ≥ 0);
 * returns the stored value. Throws for a computed or unknown field: that is a programming error.
 */
export function setField<M extends ModuleKey>(doc: Y.Doc, module: M, field: InputField<M>, value: unknown, origin?: unknown): StoredValue {
  if (!isInputField(module, field)) throw new Error(`${module}.${String(field)} is not a stored ClearView input`);
  const kind = fieldKind(module, field);
  const stored = coerceField(kind, value) ?? (kind === 'text' ? '' : 0);
  const map = getModuleMap(doc, module);
  if (map.get(field) !== stored) doc.transact(() => map.set(field, stored), origin);
  return stored;
}
