// Session-level shared state of a ClearView doc that is not module data.
// Who looks at which module is presence, not data: it travels through awareness (awareness.ts).
import type * as Y from 'yjs';
import type { ModuleKey } from './fields';

/** Name of the top-level Y.Map holding session-level scalars. */
const META_MAP = 'meta';

/** Session-level scalars kept in the meta map. */
export interface ClearViewMeta {
  /** ISO time of the last successful save, so every participant sees it was saved. */
  lastSavedAt: string | null;
  /** Set when someone completes the session, so the other side can leave the page too. */
  completed: boolean;
}

/** The meta Y.Map of a ClearView doc. */
export function getMetaMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(META_MAP);
}

/** Reads the meta map as plain data with safe defaults. */
export function readMeta(doc: Y.Doc): ClearViewMeta {
  const meta = getMetaMap(doc);
  const saved = meta.get('lastSavedAt');
  return { lastSavedAt: typeof saved === 'string' ? saved : null, completed: meta.get('completed') === true };
}

/** Records a successful save time (ISO string). */
export function markSaved(doc: Y.Doc, at: string, origin?: unknown): void {
  doc.transact(() => getMetaMap(doc).set('lastSavedAt', at), origin);
}

/** Marks the session completed for every participant. */
export function markCompleted(doc: Y.Doc, origin?: unknown): void {
  doc.transact(() => getMetaMap(doc).set('completed', true), origin);
}

/**
 * The recruiter's notes for one module. A top-level Y.Text rather than a Y.Text nested in `meta`:
 * two clients creating the nested text at once would drop one side's, a top-level type never does.
 */
export function presenterNotes(doc: Y.Doc, module: ModuleKey): Y.Text {
  return doc.getText(`presenterNotes.${module}`);
}
