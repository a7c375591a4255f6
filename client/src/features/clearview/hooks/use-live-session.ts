// Joins the live room of a ClearView token (or of a scenario's token): shared doc, awareness, connection status, refusal.
import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';
import type { ClearViewAwarenessState } from '@shared/collab';
import { type CollabRefusal, connectClearView } from '@client/lib/collab';
import { useEffectResource } from '@client/lib/use-effect-resource';
import { fetchRoomTicket } from '../api/room-tickets';

/** What the connection indicator shows. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

interface LiveSession {
  doc: Y.Doc;
  awareness: Awareness | null;
  connection: ConnectionState;
  /** Set when the server refused the room (44xx); the provider has stopped for good. */
  refused: CollabRefusal | null;
  /** True once the doc shows real data: synced with the room, or the device copy when offline. */
  ready: boolean;
  /** True while the doc is synced with the room right now (online, connected, sync done): saves wait for it. */
  synced: boolean;
}

interface Options {
  token: string;
  /** A ClearView session's shared room (the default) or a scenario's (docs/discovery.md "Scenario rooms"). */
  room?: 'clearview' | 'scenario';
  /** The local participant as the others see them. */
  me: ClearViewAwarenessState['user'];
  /** A recruiter joins with a ticket asked for with their sign-in (presenter rights); a recruit with the token alone. */
  withAccess: boolean;
  /** The scenario id of the page URL; a locked one makes the server drop this connection's writes. */
  scenario?: number;
  enabled: boolean;
}

// How long to wait for the room before showing the device copy (or defaults) anyway.
const READY_FALLBACK_MS = 2500;

export function useLiveSession({ token, room = 'clearview', me, withAccess, scenario, enabled }: Options): LiveSession {
  // One doc per token for the page's lifetime; connections come and go around it (never destroyed
  // here: StrictMode re-runs effects, and an unreferenced doc is simply collected).
  const [docFor, setDocFor] = useState(() => ({ token, doc: new Y.Doc() }));
  if (docFor.token !== token) setDocFor({ token, doc: new Y.Doc() });
  const doc = docFor.doc;
  const [status, setStatus] = useState<'connecting' | 'connected' | 'disconnected'>('connecting');
  const [everConnected, setEverConnected] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [refused, setRefused] = useState<CollabRefusal | null>(null);
  const [ready, setReady] = useState(false);
  const [synced, setSynced] = useState(false);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const conn = useEffectResource(
    () => {
      if (!enabled) return null;
      let active = true;
      let retriedOnce = false;
      const connection = connectClearView(token, {
        doc,
        room,
        getTicket: withAccess ? () => fetchRoomTicket(room, token) : undefined,
        scenario,
        onRefused: (refusal) => {
          if (!active) return;
          // A spent or expired ticket: try once more with a new one (asking for it refreshes an
          // expired access token through the API client).
          if (refusal.code === 4401 && withAccess && !retriedOnce) {
            retriedOnce = true;
            connection.reconnect();
            return;
          }
          setRefused(refusal);
        },
      });
      const { provider } = connection;
      provider.on('status', ({ status: next }) => {
        if (!active) return;
        setStatus(next);
        if (next === 'connected') setEverConnected(true);
      });
      provider.on('sync', (now: boolean) => {
        if (!active) return;
        setSynced(now);
        if (now) setReady(true);
      });
      const fallback = window.setTimeout(() => void connection.whenCached.then(() => active && setReady(true)), READY_FALLBACK_MS);
      return {
        value: connection,
        close: () => {
          active = false;
          window.clearTimeout(fallback);
          connection.destroy();
        },
      };
    },
    `${room}/${docFor.token}/${withAccess}/${scenario ?? ''}/${enabled}`,
  );

  // Publish who we are; focus is set by the inputs.
  useEffect(() => {
    if (!conn) return;
    const awareness = conn.provider.awareness;
    awareness.setLocalState({ user: me, focus: awareness.getLocalState()?.focus ?? null } satisfies ClearViewAwarenessState);
  }, [conn, me]);

  // The browser's own offline flag wins: a socket can look open for a while after the network went.
  const connection: ConnectionState = !online
    ? 'offline'
    : status === 'connected'
      ? 'connected'
      : everConnected
        ? 'reconnecting'
        : 'connecting';
  return { doc, awareness: conn?.provider.awareness ?? null, connection, refused, ready, synced: synced && online };
}
