import { useState, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { type CollabRefusal, connectClearView } from '@client/lib/collab';
import { fullName, useSession } from '@client/lib/session';
import { toast } from '@client/lib/toast';
import { useEffectResource } from '@client/lib/use-effect-resource';
import type { ProformaValues } from '@shared/calc/proforma';
import { type AwarenessUser, colorFor } from '@shared/collab/awareness';
import { proformaInputs } from '@shared/collab/proforma-doc';
import { fetchRoomTicket } from '../api/live';

/**
 * The session's live room (docs/proforma.md, "Live room"), joined as the signed-in user with a
 * ticket: the room's doc, who else is in it, the values typed into it, and why it refused us (e.g.
 * it is full), if it did.
 */
export function useProformaRoom(token: string) {
  const { user } = useSession();
  const [refusal, setRefusal] = useState<CollabRefusal | null>(null);
  const connection = useEffectResource((drop) => {
    const c = connectClearView(token, {
      room: 'proforma',
      getTicket: () => fetchRoomTicket(token),
      offlineCache: false,
      onRefused: (r) => {
        toast.error(r.reason || 'The live session is not available');
        setRefusal(r);
        drop();
      },
    });
    // Presence: who is in the room, shown on both sides.
    const me: AwarenessUser = {
      name: user ? fullName(user) || user.email : 'Guest',
      role: user?.type === 'recruiter' ? 'recruiter' : 'recruit',
      color: colorFor(`user-${user?.id ?? 0}`),
    };
    c.provider.awareness.setLocalStateField('user', me);
    return { value: c, close: () => c.destroy() };
  }, token);
  const others = usePresence(connection?.provider.awareness ?? null);
  const typed = useRoomValues(connection?.doc ?? null);
  return { doc: connection?.doc ?? null, others, typed, refusal };
}

/** The room's inputs as a snapshot that changes identity only when the map changes. */
function useRoomValues(doc: Y.Doc | null): ProformaValues {
  const subscribe = (notify: () => void) => {
    if (!doc) return () => {};
    const map = proformaInputs(doc);
    map.observe(notify);
    return () => map.unobserve(notify);
  };
  return useSyncExternalStore(subscribe, () => (doc ? snapshotOf(doc) : EMPTY));
}
const EMPTY: ProformaValues = {};
const snapshots = new WeakMap<Y.Doc, { json: string; values: ProformaValues }>();
function snapshotOf(doc: Y.Doc): ProformaValues {
  const values = Object.fromEntries(proformaInputs(doc).entries()) as ProformaValues;
  const json = JSON.stringify(values);
  const last = snapshots.get(doc);
  if (last?.json === json) return last.values;
  snapshots.set(doc, { json, values });
  return values;
}

const NOBODY: AwarenessUser[] = [];
const presenceCache = new WeakMap<Awareness, { key: string; users: AwarenessUser[] }>();
/** The other people in the room (their awareness `user`), as a snapshot that changes only when they do. */
function usePresence(awareness: Awareness | null): AwarenessUser[] {
  const subscribe = (notify: () => void) => {
    if (!awareness) return () => {};
    awareness.on('change', notify);
    return () => awareness.off('change', notify);
  };
  return useSyncExternalStore(subscribe, () => {
    if (!awareness) return NOBODY;
    const users = [...awareness.getStates().entries()]
      .filter(([id, state]) => id !== awareness.clientID && state.user)
      .map(([, state]) => state.user as AwarenessUser);
    const key = JSON.stringify(users);
    const last = presenceCache.get(awareness);
    if (last?.key === key) return last.users;
    presenceCache.set(awareness, { key, users });
    return users;
  });
}
