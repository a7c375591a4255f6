// Checks a client's document update before the room applies it: the update is applied to a scratch
// copy of the room's doc first, and refused (never applied, broadcast or stored) when it writes a
// type or key the kind does not allow, depends on structs the room never received, or would take
// the room past its size cap. A scratch copy is the robust way to see what an update really
// changes: a decoded update names the parent of only some of its structs (others follow origins).
import * as Y from 'yjs';
import { CLOSE_CODES } from './protocol.ts';

/**
 * What clients may write: a top-level type name and a key (a map key, or null for a text/array
 * position). Server-owned keys are simply not allowed here; the server writes them with SERVER_ORIGIN.
 */
export type DocSchema = (typeName: string, key: string | null) => boolean;

/** Why an update was refused; the writer's socket is closed with `code`. */
type Refusal = { code: number; reason: string };

/** Thrown by the room for a refused update; the connection closes with its code. */
export class RefusedUpdateError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

const REFUSALS = {
  schema: { code: CLOSE_CODES.notAllowed, reason: 'Update writes a field clients may not write' },
  missing: { code: CLOSE_CODES.missingDependencies, reason: 'Update depends on changes the room does not have' },
  tooLarge: { code: CLOSE_CODES.roomTooLarge, reason: 'Room is too large' },
} as const satisfies Record<string, Refusal>;

/**
 * The refusal for `update` against `doc`, or null when it may be applied. `storedBytes` is what the
 * room holds in the database (snapshot, log and pending rows): the cap bounds that too, so a loop of
 * insert-then-delete updates (a small state, a big log) is refused as well.
 * Throws (from Yjs) for an update that does not decode.
 */
export function checkUpdate(doc: Y.Doc, update: Uint8Array, schema: DocSchema, maxBytes: number, storedBytes: number): Refusal | null {
  if (storedBytes + update.byteLength > maxBytes) return REFUSALS.tooLarge;
  const scratch = new Y.Doc({ gc: doc.gc });
  try {
    Y.applyUpdate(scratch, Y.encodeStateAsUpdate(doc));
    let allowed = true;
    scratch.on('afterTransaction', (tr: Y.Transaction) => (allowed &&= changesAllowed(scratch, tr, schema)));
    Y.applyUpdate(scratch, update);
    if (scratch.store.pendingStructs !== null || scratch.store.pendingDs !== null) return REFUSALS.missing;
    if (!allowed) return REFUSALS.schema;
    if (Y.encodeStateAsUpdate(scratch).byteLength > maxBytes) return REFUSALS.tooLarge;
    return null;
  } finally {
    scratch.destroy();
  }
}

/** Every changed type is a top-level one the schema names, with allowed keys and plain values. */
function changesAllowed(doc: Y.Doc, tr: Y.Transaction, schema: DocSchema): boolean {
  const names = new Map<unknown, string>();
  for (const [name, type] of doc.share) names.set(type, name);
  // Structs of a type nested in another (only possible by a forbidden write) land on a type that
  // has no name here, or in a new type that is the value of a key: both are refused.
  for (const [type, keys] of tr.changed) {
    const name = names.get(type);
    if (name === undefined) return false;
    for (const key of keys) {
      if (!schema(name, key)) return false;
      if (key !== null && !isPlainValue(type._map.get(key))) return false;
    }
  }
  return true;
}

/** A deleted entry, or one holding a JSON number/string/boolean (never a nested type or binary). */
function isPlainValue(item: Y.Item | undefined): boolean {
  if (!item || item.deleted) return true;
  return item.content instanceof Y.ContentAny && item.content.arr.every((v) => ['number', 'string', 'boolean'].includes(typeof v));
}
