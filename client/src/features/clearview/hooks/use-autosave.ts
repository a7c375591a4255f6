// Saves the participant's own edits through REST, 2 s after the last one (docs/spec/doc1.md §4, §9).
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import type { CompanySettings } from '@shared/calc';
import { docToSnapshot, type ModuleKey } from '@shared/collab';
import type { SaveModule } from '@shared/schemas/clearview';
import { ApiError } from '@client/lib/api';
import { saveClearview } from '../api';
import { readLocalCache, writeLocalCache } from '../lib/local-cache';

export const AUTOSAVE_DEBOUNCE_MS = 2000;
// A failed save is retried while edits are unsaved; never for a 4xx (completed, unknown token).
const RETRY_MS = 10_000;

export interface SaveState {
  /** An edit is waiting for the debounce. */
  pending: boolean;
  saving: boolean;
  lastSaved: string | null;
}

export interface Autosave {
  state: SaveState;
  /** Records a local edit of `module` and (re)starts the debounce. */
  markDirty(module: ModuleKey): void;
  /** Saves now whatever is pending (used by Complete Session); resolves when done, never throws. */
  flush(): Promise<void>;
}

interface Options {
  token: string;
  doc: Y.Doc;
  settings: CompanySettings;
  /** False when read-only: nothing is ever saved. */
  enabled: boolean;
}

export function useAutosave({ token, doc, settings, enabled }: Options): Autosave {
  const [state, setState] = useState<SaveState>(() => ({
    pending: false,
    saving: false,
    lastSaved: readLocalCache(token)?.lastSaved ?? null,
  }));
  const dirty = useRef(new Set<ModuleKey>());
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const latest = useRef({ token, doc, settings, enabled });
  latest.current = { token, doc, settings, enabled };

  const saveNow = useCallback(async (): Promise<void> => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (inFlight.current) await inFlight.current;
    const { token, doc, settings, enabled } = latest.current;
    if (!enabled || dirty.current.size === 0) return setState((s) => ({ ...s, pending: false }));
    const modules = [...dirty.current];
    dirty.current.clear();
    const module: SaveModule = modules.length === 1 ? modules[0]! : 'all';
    const snapshot = docToSnapshot(doc, settings);
    writeLocalCache(token, { modules: snapshot });
    setState((s) => ({ ...s, pending: false, saving: true }));
    const run = saveClearview(token, module, snapshot).then(
      () => {
        const at = new Date().toISOString();
        writeLocalCache(token, { lastSaved: at });
        // The server announces the save to the room (meta.lastSavedAt is server-owned).
        setState((s) => ({ ...s, saving: false, lastSaved: at }));
      },
      (err: unknown) => {
        // docs/spec/doc1.md §8: autosave failures are only logged. The edits stay in the room and on this device.
        console.error('ClearView autosave failed', err);
        for (const m of modules) dirty.current.add(m);
        setState((s) => ({ ...s, saving: false }));
        const permanent = err instanceof ApiError && err.status >= 400 && err.status < 500;
        if (!permanent) timer.current = window.setTimeout(() => void saveNow(), RETRY_MS);
        else dirty.current.clear();
      },
    );
    inFlight.current = run.finally(() => (inFlight.current = null));
    await inFlight.current;
  }, []);

  const markDirty = useCallback(
    (module: ModuleKey) => {
      if (!latest.current.enabled) return;
      dirty.current.add(module);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void saveNow(), AUTOSAVE_DEBOUNCE_MS);
      setState((s) => (s.pending ? s : { ...s, pending: true }));
    },
    [saveNow],
  );

  // Leaving the page (or the token changing) saves what is pending rather than dropping it.
  useEffect(
    () => () => {
      if (timer.current !== undefined && dirty.current.size > 0) void saveNow();
    },
    [saveNow],
  );

  return { state, markDirty, flush: saveNow };
}
