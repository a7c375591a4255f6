// Saves the participant's own edits through REST, 2 s after the last one (docs/spec/doc1.md §4, §9).
import { useEffect, useLayoutEffect, useState } from 'react';
import type * as Y from 'yjs';
import type { CompanySettings } from '@shared/calc';
import { docToSnapshot, type ModuleKey } from '@shared/collab';
import type { SaveModule } from '@shared/schemas/clearview';
import { ApiError } from '@client/lib/api';
import { saveClearview } from '../api';
import { readLocalCache, writeLocalCache } from '../lib/local-cache';

const AUTOSAVE_DEBOUNCE_MS = 2000;
// A failed save is retried while edits are unsaved; never for a 4xx (completed, unknown token).
const RETRY_MS = 10_000;

export interface SaveState {
  /** An edit is waiting for the debounce. */
  pending: boolean;
  saving: boolean;
  lastSaved: string | null;
}

interface Autosave {
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

/**
 * The debounce, the one save in flight and the retry, outside React: the timers call back into it
 * long after the render that armed them, so it reads the options it was last given.
 */
class Autosaver {
  private readonly dirty = new Set<ModuleKey>();
  private timer: number | undefined;
  private inFlight: Promise<void> | null = null;
  private options!: Options;

  constructor(private readonly setState: (update: (s: SaveState) => SaveState) => void) {}

  configure(options: Options): void {
    this.options = options;
  }

  markDirty = (module: ModuleKey): void => {
    if (!this.options.enabled) return;
    this.dirty.add(module);
    this.arm(AUTOSAVE_DEBOUNCE_MS);
    this.setState((s) => (s.pending ? s : { ...s, pending: true }));
  };

  saveNow = async (): Promise<void> => {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.inFlight) await this.inFlight;
    const { token, doc, settings, enabled } = this.options;
    if (!enabled || this.dirty.size === 0) return this.setState((s) => ({ ...s, pending: false }));
    const modules = [...this.dirty];
    this.dirty.clear();
    const [only, ...others] = modules;
    const module: SaveModule = only !== undefined && others.length === 0 ? only : 'all';
    const snapshot = docToSnapshot(doc, settings);
    writeLocalCache(token, { modules: snapshot });
    this.setState((s) => ({ ...s, pending: false, saving: true }));
    const run = saveClearview(token, module, snapshot).then(
      () => {
        const at = new Date().toISOString();
        writeLocalCache(token, { lastSaved: at });
        // The server announces the save to the room (meta.lastSavedAt is server-owned).
        this.setState((s) => ({ ...s, saving: false, lastSaved: at }));
      },
      (err: unknown) => {
        // docs/spec/doc1.md §8: autosave failures are only logged. The edits stay in the room and on this device.
        console.error('ClearView autosave failed', err);
        for (const m of modules) this.dirty.add(m);
        this.setState((s) => ({ ...s, saving: false }));
        const permanent = err instanceof ApiError && err.status >= 400 && err.status < 500;
        if (!permanent) this.arm(RETRY_MS);
        else this.dirty.clear();
      },
    );
    this.inFlight = run.finally(() => {
      this.inFlight = null;
    });
    await this.inFlight;
  };

  /** Leaving the page saves what is pending rather than dropping it. */
  leave(): void {
    if (this.timer !== undefined && this.dirty.size > 0) void this.saveNow();
  }

  private arm(ms: number): void {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.saveNow(), ms);
  }
}

export function useAutosave(options: Options): Autosave {
  const [state, setState] = useState<SaveState>(() => ({
    pending: false,
    saving: false,
    lastSaved: readLocalCache(options.token)?.lastSaved ?? null,
  }));
  const [saver] = useState(() => new Autosaver(setState));
  // Before any effect or event of this render can reach the saver.
  useLayoutEffect(() => {
    saver.configure(options);
  });
  useEffect(() => () => saver.leave(), [saver]);

  return { state, markDirty: saver.markDirty, flush: saver.saveNow };
}
