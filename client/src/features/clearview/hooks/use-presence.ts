// Who is in the room and where (awareness): the presence bar, field rings and the recruit's module.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { parseAwarenessState, type ClearViewAwarenessState, type FieldFocus } from '@shared/collab';

/** One connected participant. */
export interface Participant extends ClearViewAwarenessState {
  clientId: number;
  isSelf: boolean;
}

const EMPTY: Participant[] = [];

/** Every participant with a valid ClearView state, the local one first. */
export function useParticipants(awareness: Awareness | null): Participant[] {
  const cache = useRef<Participant[]>(EMPTY);
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!awareness) return () => {};
      const onChange = () => {
        cache.current = readParticipants(awareness);
        notify();
      };
      onChange();
      awareness.on('change', onChange);
      return () => awareness.off('change', onChange);
    },
    [awareness],
  );
  const get = () => (awareness ? cache.current : EMPTY);
  return useSyncExternalStore(subscribe, get, get);
}

function readParticipants(awareness: Awareness): Participant[] {
  const out: Participant[] = [];
  for (const [clientId, raw] of awareness.getStates()) {
    const state = parseAwarenessState(raw);
    if (state) out.push({ ...state, clientId, isSelf: clientId === awareness.clientID });
  }
  return out.sort((a, b) => Number(b.isSelf) - Number(a.isSelf) || a.clientId - b.clientId);
}

/** The first remote recruit with a focus, i.e. the recruit whose screen the session follows. */
export function activeRecruit(participants: Participant[]): Participant | null {
  return (
    participants.find((p) => !p.isSelf && p.user.role === 'recruit' && p.focus) ??
    participants.find((p) => !p.isSelf && p.user.role === 'recruit') ??
    null
  );
}

/** Remote participants whose focus is this exact field. */
export function editorsOf(participants: Participant[], focus: FieldFocus): Participant[] {
  return participants.filter((p) => !p.isSelf && p.focus?.module === focus.module && p.focus.field === focus.field && focus.field !== '');
}

/** Publishes the local focus ({module, field}; field '' = in the module, no field). */
export function publishFocus(awareness: Awareness | null, focus: FieldFocus | null): void {
  if (!awareness?.getLocalState()) return;
  const current = awareness.getLocalState()?.focus as FieldFocus | null | undefined;
  if (current?.module === focus?.module && current?.field === focus?.field) return;
  awareness.setLocalStateField('focus', focus);
}
