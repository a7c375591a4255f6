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

/** The scratch copies' guid: never shared or synced, so any fixed name does. */
const SCRATCH_GUID = 'collab-update-guard';

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
  // Far from the cap, the usual update (map entries set or replaced) is checked by decoding it;
  // anything else, or anything it cannot tell, goes through the scratch copy below.
  if (storedBytes + update.byteLength <= maxBytes / 2 && isPlainMapUpdate(doc, update, schema)) return null;
  // A fixed guid: a generated one costs a dozen getRandomValues calls, which were a quarter of the
  // room server's CPU at 2,000 edits/s (docs/performance.md "Live collaboration at 1,000 rooms").
  const scratch = new Y.Doc({ gc: doc.gc, guid: SCRATCH_GUID });
  try {
    const state = Y.encodeStateAsUpdate(doc);
    Y.applyUpdate(scratch, state);
    let allowed = true;
    scratch.on('afterTransaction', (tr: Y.Transaction) => (allowed &&= changesAllowed(scratch, tr, schema)));
    Y.applyUpdate(scratch, update);
    if (scratch.store.pendingStructs !== null || scratch.store.pendingDs !== null) return REFUSALS.missing;
    if (!allowed) return REFUSALS.schema;
    // The merged state is at most the two encodings together; only near the cap is it encoded again.
    if (state.byteLength + update.byteLength > maxBytes && Y.encodeStateAsUpdate(scratch).byteLength > maxBytes) return REFUSALS.tooLarge;
    return null;
  } finally {
    scratch.destroy();
  }
}

/** Where an entry lives: a top-level type's name and the map key (null for text or array positions). */
type Target = { name: string; key: string | null };

/** The update's own structs of one client: consecutive clocks from `first`, with their targets. */
type ClientRun = { first: number; targets: Target[] };

/**
 * The fast path (docs/performance.md "Live collaboration at 1,000 rooms"; the scratch copy cost
 * ~140 µs an update, this ~3 µs): true only when the decoded update is what the scratch copy
 * would accept with certainty: every struct an Item of one plain value, directly following what the
 * room holds of its client (so nothing is missing), set on an allowed key of a named top-level map
 * (stated, or inherited from an origin in the room or earlier in the update), and every deletion
 * of an entry the room holds under an allowed key. False means "not sure", never "refused".
 * It runs for every edit, so it allocates little: no closures, no string keys, cached type names.
 */
export function isPlainMapUpdate(doc: Y.Doc, update: Uint8Array, schema: DocSchema): boolean {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return false;
  }
  const { store } = doc;
  const names = typeNames(doc);
  const runs = new Map<number, ClientRun>();
  for (const struct of decoded.structs) {
    if (!(struct instanceof Y.Item) || struct.length !== 1) return false;
    const { client, clock } = struct.id;
    let run = runs.get(client);
    if (!run) {
      run = { first: Y.getState(store, client), targets: [] };
      runs.set(client, run);
    }
    if (clock !== run.first + run.targets.length) return false;
    let target: Target | null = null;
    if (typeof struct.parent === 'string') target = { name: struct.parent, key: struct.parentSub };
    else if (struct.parent === null) target = resolve(doc, names, runs, struct.origin) ?? resolve(doc, names, runs, struct.rightOrigin);
    if (!isAllowed(schema, target)) return false;
    // An entry set and replaced within one transaction arrives with its content already deleted.
    if (!(struct.content instanceof Y.ContentDeleted || (struct.content instanceof Y.ContentAny && struct.content.arr.every(isPlainJson))))
      return false;
    run.targets.push(target);
  }
  for (const [client, deletes] of decoded.ds.clients) {
    const structs = store.clients.get(client) ?? [];
    const state = Y.getState(store, client);
    const run = runs.get(client);
    for (const { clock, len } of deletes) {
      // The part the room holds, then the part this update adds (entries it sets and deletes at once).
      if (clock < state) {
        for (let i = Y.findIndexSS(structs, clock); i < structs.length && structs[i].id.clock < clock + len; i++) {
          if (!isAllowed(schema, targetInRoom(names, structs[i]))) return false;
        }
      }
      // This update's own structs of the client start at the room's state (run.first === state).
      if (clock + len > state && (!run || clock + len > run.first + run.targets.length)) return false;
    }
  }
  return true;
}

/** A map entry (not a text or array position) on a key the schema allows. */
const isAllowed = (schema: DocSchema, target: Target | null): target is Target =>
  target !== null && target.key !== null && schema(target.name, target.key);

/** Where the struct `id` names lives: in the room, or earlier in this update. */
function resolve(doc: Y.Doc, names: Map<unknown, string>, runs: Map<number, ClientRun>, id: Y.ID | null): Target | null {
  if (!id) return null;
  if (id.clock < Y.getState(doc.store, id.client)) return targetInRoom(names, Y.getItem(doc.store, id));
  const run = runs.get(id.client);
  return run?.targets[id.clock - run.first] ?? null;
}

function targetInRoom(names: Map<unknown, string>, struct: Y.Item | Y.GC | undefined): Target | null {
  if (!(struct instanceof Y.Item)) return null;
  const name = names.get(struct.parent);
  return name === undefined ? null : { name, key: struct.parentSub };
}

/**
 * A doc's top-level types by object, cached per doc while `share` holds the same type objects
 * (a placeholder type is replaced under its name when the server first reads it as a map).
 */
const typeNamesCache = new WeakMap<Y.Doc, { types: unknown[]; names: Map<unknown, string> }>();
function typeNames(doc: Y.Doc): Map<unknown, string> {
  const cached = typeNamesCache.get(doc);
  if (cached && sameTypes(cached.types, doc.share)) return cached.names;
  const names = new Map<unknown, string>();
  for (const [name, type] of doc.share) names.set(type, name);
  typeNamesCache.set(doc, { types: [...doc.share.values()], names });
  return names;
}

function sameTypes(types: unknown[], share: Map<string, unknown>): boolean {
  if (types.length !== share.size) return false;
  let i = 0;
  for (const type of share.values()) if (type !== types[i++]) return false;
  return true;
}

const isPlainJson = (v: unknown) => typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';

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
  return item.content instanceof Y.ContentAny && item.content.arr.every(isPlainJson);
}
