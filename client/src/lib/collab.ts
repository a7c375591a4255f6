// Joins a live ClearView room with the stock y-websocket provider, caches the doc in IndexedDB,
// and stops for good when the server refuses (close codes 4400-4499). See docs/collab.md.
import * as Y from 'yjs';
import { WebsocketProvider, messageAuth } from 'y-websocket';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as authProtocol from 'y-protocols/auth';
import { ROOM_FULL_CLOSE_CODE } from '@shared/schemas/collab';

/**
 * Why the server refused the room: 4401 bad/expired access token, 4403 not your session, 4404 unknown
 * token, 4429 the room (or this participant's share of it) is full.
 */
export type CollabRefusal = { code: number; reason: string };

/** The room was full: the page says so rather than "session not found" (docs/collab.md, "Presence"). */
export const isRoomFull = (refusal: CollabRefusal) => refusal.code === ROOM_FULL_CLOSE_CODE;
export const ROOM_FULL_TITLE = 'This session is full';

type ConnectClearViewOptions = {
  /**
   * Joins as the signed-in user: answers a fresh single-use ticket (POST /api/collab/tickets/),
   * asked for before every (re)connection, so the access token never goes into a URL. Without
   * it the session token alone joins as the recruit.
   */
  getTicket?: () => Promise<string>;
  /**
   * The scenario the page shows (`/clearview/{token}?scenario=<id>`, a numeric id): the server makes
   * this connection read-only when it names a locked scenario of the session's recruit.
   */
  scenario?: number;
  /**
   * Which room of the session: the shared one, or the recruiters' presenter notes (the server
   * admits recruiters only there, so a recruit's browser never receives a note).
   */
  room?: 'clearview' | 'clearview-notes' | 'proforma' | 'scenario';
  /** The doc to sync; a new one by default. */
  doc?: Y.Doc;
  /** Called once when the server refuses; the provider has already stopped reconnecting. */
  onRefused?: (refusal: CollabRefusal) => void;
  /** Defaults to location.origin; tests pass the server's address. */
  origin?: string;
  /** Keep a local copy under '<room>-' + token (default true; off where IndexedDB is missing). */
  offlineCache?: boolean;
  /** For Node tests (the `ws` package); browsers use their own WebSocket. */
  WebSocketPolyfill?: typeof WebSocket;
};

export type ClearViewConnection = {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Resolves once the IndexedDB copy is applied (at once when there is no cache). */
  whenCached: Promise<void>;
  /** Connects again after a refusal (e.g. a 4401 once the access token was refreshed), with a new ticket. */
  reconnect(): void;
  /** Leaves the room; the IndexedDB copy is kept. */
  destroy(): void;
};

const isRefusal = (code: number) => code >= 4400 && code < 4500;

/** Opens a live room at /ws/{room}/{token}: a ClearView session's (shared or notes), a proforma session's or a scenario's. */
export function connectClearView(token: string, options: ConnectClearViewOptions = {}): ClearViewConnection {
  const doc = options.doc ?? new Y.Doc();
  const room = options.room ?? 'clearview';
  const origin = options.origin ?? location.origin;
  const params: Record<string, string> = options.scenario !== undefined ? { scenario: String(options.scenario) } : {};
  const provider = new WebsocketProvider(`${origin.replace(/^http/, 'ws')}/ws/${room}`, token, doc, {
    params,
    // With tickets, dial() connects once it holds one.
    connect: !options.getTicket,
    // Stated rather than relied on: a 44xx close is the server's final word, never retried.
    shouldReconnect: (event) => !isRefusal(event.code),
    // A scenario view may be read-only on the server; it must not hand local edits to another tab
    // of the same session over BroadcastChannel, where a writer would pass them on.
    disableBc: options.scenario !== undefined,
    ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
  });

  // The stock handler logs the refusal with the room URL, which carries a ticket: keep the reason,
  // log nothing.
  let deniedReason = '';
  provider.messageHandlers[messageAuth] = (_encoder, decoder) => {
    authProtocol.readAuthMessage(decoder, doc, (_doc: unknown, reason: string) => (deniedReason = reason));
  };
  provider.on('closed', (event) => {
    if (isRefusal(event.code)) options.onRefused?.({ code: event.code, reason: event.reason || deniedReason });
  });

  const dialer = options.getTicket ? ticketDialer(provider, options.getTicket, options.onRefused) : null;
  const cache =
    options.offlineCache !== false && typeof indexedDB !== 'undefined' ? new IndexeddbPersistence(`${room}-${token}`, doc) : null;
  return {
    doc,
    provider,
    whenCached: cache ? cache.whenSynced.then(() => undefined) : Promise.resolve(),
    reconnect() {
      if (dialer) dialer.dial();
      else provider.connect();
    },
    destroy() {
      dialer?.stop();
      provider.destroy();
      void cache?.destroy();
    },
  };
}

/**
 * Connects the provider with a new ticket each time: a ticket works once, so the provider's own
 * reconnect (which would reuse the URL) is turned into "ask for a ticket, then connect", with the
 * provider's backoff. A refused ticket request (401/403: signed out) counts as a 4401 refusal.
 */
function ticketDialer(provider: WebsocketProvider, getTicket: () => Promise<string>, onRefused?: (refusal: CollabRefusal) => void) {
  let stopped = false;
  const backoff = () => Math.min(2 ** provider.wsUnsuccessfulReconnects * 100, provider.maxBackoffTime);
  const dial = () => {
    if (stopped) return;
    getTicket().then(
      (ticket) => {
        if (stopped) return;
        provider.params = { ...provider.params, ticket };
        provider.connect();
      },
      (err: unknown) => {
        if (stopped) return;
        const status = (err as { status?: unknown }).status;
        if (status === 401 || status === 403) onRefused?.({ code: 4401, reason: err instanceof Error ? err.message : '' });
        else setTimeout(dial, backoff());
      },
    );
  };
  provider.on('connection-close', (event) => {
    if (stopped || !provider.shouldConnect || (event && isRefusal(event.code))) return;
    provider.shouldConnect = false; // the provider's own retry would present the spent ticket
    setTimeout(dial, backoff());
  });
  dial();
  return { dial, stop: () => (stopped = true) };
}
