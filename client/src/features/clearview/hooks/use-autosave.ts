// Saves the participant's own edits through REST, 2 s after the last one (docs/spec/doc1.md §4, §9),
// and edits made while the room was unreachable as soon as it is back (docs/clearview.md, "Saving").
import { useEffect, useLayoutEffect, useState } from 'react';
import type * as Y from 'yjs';
import type { CompanySettings } from '@shared/calc';
import { docToSnapshot, type ModuleKey } from '@shared/collab';
import type { SaveModule } from '@shared/schemas/clearview';
import { ApiError } from '@client/lib/api';
import { saveClearview } from '../api/session';
import { readLocalCache, writeLocalCache } from '../lib/local-cache';

const AUTOSAVE_DEBOUNCE_MS = 2000;
// A failed save is retried while edits are unsaved; never for a 4xx (completed, unknown token).
const RETRY_MS = 10_000;

export interface SaveState {
  /** An edit is waiting for the debounce. */
  pending: boolean;
  saving: boolean;
  /** Edits of this device not stored yet (waiting for the room, or for a retry): the header says "Auto-saving...". */
  unsaved: boolean;
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
  /**
   * True while the doc is synced with the room. A snapshot taken before the sync would lack the
   * other participant's edits and overwrite their save, so saves wait for it.
   */
  synced: boolean;
}

/**
 * The debounce, the one save in flight, the wait for the room and the retry, outside React: the
 * timers call back into it long after the render that armed them, so it reads the options it was
 * last given.
 */
class Autosaver {
  private readonly dirty = new Set<ModuleKey>();
  private timer: number | undefined;
  private inFlight: Promise<void> | null = null;
  private options!: Options;
  private wasSynced = false;

  constructor(private readonly setState: (update: (s: SaveState) => SaveState) => void) {}

  configure(options: Options): void {
    const first = this.options === undefined;
    this.options = options;
    if (first) for (const m of readLocalCache(options.token)?.pending ?? []) this.dirty.add(m);
    // Back in the room (or in it for the first time with edits left from before): store them now.
    if (options.synced && !this.wasSynced && this.dirty.size > 0) this.arm(0);
    this.wasSynced = options.synced;
    this.publish();
  }

  markDirty = (module: ModuleKey): void => {
    if (!this.options.enabled) return;
    if (!this.dirty.has(module)) {
      this.dirty.add(module);
      this.remember();
    }
    this.arm(AUTOSAVE_DEBOUNCE_MS);
    this.setState((s) => (s.pending ? s : { ...s, pending: true, unsaved: true }));
  };

  saveNow = async (): Promise<void> => {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.inFlight) await this.inFlight;
    const { token, doc, settings, enabled, synced } = this.options;
    if (!enabled) this.dirty.clear();
    // Offline or re-syncing: the edits wait on this device; configure() saves them when the room is back.
    if (this.dirty.size === 0 || !synced) return this.publish();
    const modules = [...this.dirty];
    this.dirty.clear();
    const [only, ...others] = modules;
    const module: SaveModule = only !== undefined && others.length === 0 ? only : 'all';
    const snapshot = docToSnapshot(doc, settings);
    writeLocalCache(token, { modules: snapshot });
    this.setState((s) => ({ ...s, pending: false, saving: true, unsaved: true }));
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
        this.setState((s) => ({ ...s, saving: false }));
        const permanent = err instanceof ApiError && err.status >= 400 && err.status < 500;
        if (permanent) return;
        for (const m of modules) this.dirty.add(m);
        this.arm(RETRY_MS);
      },
    );
    this.inFlight = run.finally(() => {
      this.inFlight = null;
      this.remember();
      this.publish();
    });
    await this.inFlight;
  };

  /** Leaving the page saves what is pending rather than dropping it (what cannot be saved waits in local storage). */
  leave(): void {
    if (this.timer !== undefined && this.dirty.size > 0) void this.saveNow();
  }

  private arm(ms: number): void {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.saveNow(), ms);
  }

  /** Keeps the unsaved modules on this device, so a reload before the room is back still saves them. */
  private remember(): void {
    writeLocalCache(this.options.token, { pending: [...this.dirty] });
  }

  private publish(): void {
    const unsaved = this.dirty.size > 0 || this.inFlight !== null;
    const waiting = this.timer !== undefined && this.dirty.size > 0;
    this.setState((s) => (s.unsaved === unsaved && s.pending === waiting ? s : { ...s, unsaved, pending: waiting }));
  }
}

export function useAutosave(options: Options): Autosave {
  const [state, setState] = useState<SaveState>(() => ({
    pending: false,
    saving: false,
    unsaved: (readLocalCache(options.token)?.pending.length ?? 0) > 0,
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
