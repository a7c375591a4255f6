// The per-session copy in localStorage (docs/spec/doc1.md §2): key = fixed prefix + token, value
// {modules, lastSaved, completed, pending}. The live merge of offline edits is y-indexeddb's job; this is
// the plain-JSON record of what was last entered, when it was saved and whether it was completed.
import type { ClearViewSnapshot, ModuleKey } from '@shared/collab';

const LOCAL_CACHE_PREFIX = 'clearview_session_';

interface LocalSessionCache {
  modules: ClearViewSnapshot | null;
  lastSaved: string | null;
  completed: boolean;
  /** Modules edited on this device and not stored yet (offline, or the page closed first): saved once the room is back. */
  pending: ModuleKey[];
}

const keyFor = (token: string) => LOCAL_CACHE_PREFIX + token;

export function readLocalCache(token: string): LocalSessionCache | null {
  try {
    const raw = localStorage.getItem(keyFor(token));
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<LocalSessionCache>;
    return {
      modules: data.modules ?? null,
      lastSaved: typeof data.lastSaved === 'string' ? data.lastSaved : null,
      completed: data.completed === true,
      pending: Array.isArray(data.pending) ? data.pending : [],
    };
  } catch {
    return null;
  }
}

/** Merges `patch` into the stored record; storage errors (quota, private mode) are ignored. */
export function writeLocalCache(token: string, patch: Partial<LocalSessionCache>): void {
  const current = readLocalCache(token) ?? { modules: null, lastSaved: null, completed: false, pending: [] };
  try {
    localStorage.setItem(keyFor(token), JSON.stringify({ ...current, ...patch }));
  } catch {
    // The doc still lives in IndexedDB and in the room; this copy is a convenience.
  }
}
