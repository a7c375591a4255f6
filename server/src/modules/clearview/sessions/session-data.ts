// What the save and complete endpoints store: the full module data (inputs + computed fields, camelCase),
// built from the stored data, the incoming JSON (either case) and the company settings.
import {
  MODULE_KEYS,
  defaultInputs,
  deriveSnapshot,
  normalizeSnapshot,
  resolveModuleKey,
  type ClearViewInputs,
  type ClearViewPatch,
  type ClearViewSnapshot,
  type ModuleKey,
} from '@shared/collab/index.ts';
import type { CompanySettings } from '@shared/calc/settings.ts';
import type { SaveModule } from '@shared/schemas/clearview.ts';

function overlay(inputs: ClearViewInputs, patch: ClearViewPatch, only?: ModuleKey): void {
  for (const module of MODULE_KEYS) {
    if (only && module !== only) continue;
    Object.assign(inputs[module], patch[module] ?? {});
  }
}

// A single-module save may carry the whole session data or just that module's fields.
function moduleSlice(incoming: Record<string, unknown>, module: ModuleKey): Record<string, unknown> {
  const key = Object.keys(incoming).find((k) => resolveModuleKey(k) === module);
  return { [module]: key === undefined ? incoming : incoming[key] };
}

/** True when stored data holds at least one input value. */
export function hasInputs(stored: unknown): boolean {
  return Object.values(normalizeSnapshot(stored)).some((m) => m && Object.keys(m).length > 0);
}

/** The data to store after saving `module` ('all' = every module) of `incoming` over `stored`. */
export function mergeSessionData(
  stored: unknown,
  incoming: Record<string, unknown>,
  module: SaveModule,
  settings: CompanySettings,
): ClearViewSnapshot {
  const inputs = defaultInputs();
  overlay(inputs, normalizeSnapshot(stored));
  if (module === 'all') overlay(inputs, normalizeSnapshot(incoming));
  else overlay(inputs, normalizeSnapshot(moduleSlice(incoming, module)), module);
  return deriveSnapshot(inputs, settings);
}
