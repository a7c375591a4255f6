// The update guard's fast path (isPlainMapUpdate) says "allowed" only where the scratch copy would
// agree; for everything else both paths give the same answer (docs/performance.md).
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { checkUpdate, isPlainMapUpdate, type DocSchema } from '../../../../server/src/collab/update-guard.ts';

const MAX = 2 * 1024 * 1024;
const schema: DocSchema = (name, key) => name === 'productionDetails' && (key === 'monthlyVolume' || key === 'avgLoanSize');

/** A room doc and a client doc in sync; `edit` makes the client's next update. */
function setup(prepare?: (room: Y.Doc) => void) {
  const room = new Y.Doc();
  prepare?.(room);
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(room));
  const next = (edit: (doc: Y.Doc) => void): Uint8Array => {
    const before = Y.encodeStateVector(client);
    edit(client);
    return Y.encodeStateAsUpdate(client, before);
  };
  return { room, client, next };
}

/** Both paths' answers: the fast one (far from the cap) and the scratch copy (forced near the cap). */
const answers = (room: Y.Doc, update: Uint8Array) => ({
  fast: checkUpdate(room, update, schema, MAX, 0)?.code ?? 'ok',
  scratch: checkUpdate(room, update, schema, MAX, MAX / 2 + 1)?.code ?? 'ok',
});

describe('the update guard', () => {
  it('takes the fast path for entries set, replaced and set twice in one transaction, with the scratch copy’s answer', () => {
    const { room, next } = setup();
    const production = (d: Y.Doc) => d.getMap('productionDetails');
    const updates = [
      next((d) => production(d).set('monthlyVolume', 1)),
      next((d) => production(d).set('monthlyVolume', 2)),
      next((d) =>
        d.transact(() => {
          production(d).set('avgLoanSize', 3);
          production(d).set('avgLoanSize', 4);
        }),
      ),
      next((d) => production(d).delete('avgLoanSize')),
    ];
    for (const update of updates) {
      expect(isPlainMapUpdate(room, update, schema)).toBe(true);
      expect(answers(room, update)).toEqual({ fast: 'ok', scratch: 'ok' });
      Y.applyUpdate(room, update);
    }
    expect(production(room).toJSON()).toEqual({ monthlyVolume: 2 });
  });

  it.each([
    ['an unknown key of an allowed map', (d: Y.Doc) => d.getMap('productionDetails').set('bonus', 1), 4422],
    ['a server-owned map', (d: Y.Doc) => d.getMap('meta').set('completed', true), 4422],
    ['a nested type as a value', (d: Y.Doc) => d.getMap('productionDetails').set('monthlyVolume', new Y.Map()), 4422],
    ['a list as a value', (d: Y.Doc) => d.getMap('productionDetails').set('monthlyVolume', [1, 2] as never), 4422],
    ['text', (d: Y.Doc) => d.getText('notes').insert(0, 'hi'), 4422],
  ])('leaves %s to the scratch copy, which refuses it', (_name, edit, code) => {
    const { room, next } = setup();
    const update = next(edit);
    expect(isPlainMapUpdate(room, update, schema)).toBe(false);
    expect(answers(room, update)).toEqual({ fast: code, scratch: code });
  });

  it('never passes the deletion of a server-owned entry, nor an update whose dependencies the room lacks', () => {
    const { room, next } = setup((r) => r.getMap('meta').set('completed', true));
    const removal = next((d) => d.getMap('meta').delete('completed'));
    expect(isPlainMapUpdate(room, removal, schema)).toBe(false);
    expect(answers(room, removal)).toEqual({ fast: 4422, scratch: 4422 });

    const { room: other, next: nextOther } = setup();
    nextOther((d) => d.getMap('productionDetails').set('monthlyVolume', 1)); // never reaches the room
    const dependent = nextOther((d) => d.getMap('productionDetails').set('monthlyVolume', 2));
    expect(isPlainMapUpdate(other, dependent, schema)).toBe(false);
    expect(answers(other, dependent)).toEqual({ fast: 4409, scratch: 4409 });
  });

  it('leaves a deletion reaching past the structs the update adds to the scratch copy', () => {
    const { room, client, next } = setup();
    const production = (d: Y.Doc) => d.getMap('productionDetails');
    const first = next((d) => production(d).set('monthlyVolume', 1));
    next((d) => production(d).set('monthlyVolume', 2)); // never reaches the room
    next((d) => production(d).delete('monthlyVolume'));
    // The first entry, with a delete set that also names the client's second entry (the room has none).
    const reaching = Y.mergeUpdates([first, Y.encodeStateAsUpdate(client, Y.encodeStateVector(client))]);
    expect(Y.decodeUpdate(reaching).ds.clients.get(client.clientID)).toEqual([expect.objectContaining({ clock: 0, len: 2 })]);
    expect(isPlainMapUpdate(room, reaching, schema)).toBe(false);
    const { fast, scratch } = answers(room, reaching);
    expect(fast).toBe(scratch);
  });

  it('keeps the fast path when the room first reads a map its clients created (the type under that name is replaced)', () => {
    const { room, next } = setup();
    const first = next((d) => d.getMap('productionDetails').set('monthlyVolume', 1));
    expect(isPlainMapUpdate(room, first, schema)).toBe(true);
    Y.applyUpdate(room, first); // the room holds 'productionDetails' as a placeholder type
    const second = next((d) => d.getMap('productionDetails').set('monthlyVolume', 2));
    expect(isPlainMapUpdate(room, second, schema)).toBe(true);
    room.getMap('productionDetails'); // as the scenario room does when it copies figures
    expect(isPlainMapUpdate(room, second, schema)).toBe(true);
    Y.applyUpdate(room, second);
    expect(room.getMap('productionDetails').toJSON()).toEqual({ monthlyVolume: 2 });
  });
});
