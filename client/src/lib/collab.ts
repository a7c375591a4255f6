// Joins a live ClearView room with the stock y-websocket provider, caches the doc in IndexedDB,
// and stops for good when the server refuses (close codes 4400-4499). See docs/collab.md.
import * as Y from 'yjs';
import { WebsocketProvider, messageAuth } from 'y-websocket';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as authProtocol from 'y-protocols/auth';

/** Why the server refused the room: 4401 bad/expired access token, 4403 not your session, 4404 unknown token. */
export type CollabRefusal = { code: number; reason: string };

export type ConnectClearViewOptions = {
  /** The signed-in recruiter's (or recruit's) access token; the session token alone joins as the recruit. */
  accessToken?: string;
  /**
   * The scenario the page shows (`/clearview/{token}?scenario=<id>`, a numeric id): the server makes
   * this connection read-only when it names a locked scenario of the session's recruit.
   */
  scenario?: number;
  /** The doc to sync; a new one by default. */
  doc?: Y.Doc;
  /** Called once when the server refuses; the provider has already stopped reconnecting. */
  onRefused?: (refusal: CollabRefusal) => void;
  /** Defaults to location.origin; tests pass the server's address. */
  origin?: string;
  /** Keep a local copy under 'clearview-' + token (default true; off where IndexedDB is missing). */
  offlineCache?: boolean;
  /** For Node tests (the `ws` package); browsers use their own WebSocket. */
  WebSocketPolyfill?: typeof WebSocket;
};

export type ClearViewConnection = {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Resolves once the IndexedDB copy is applied (at once when there is no cache). */
  whenCached: Promise<void>;
  /** Use a fresh access token from the next (re)connection on, e.g. after a 4401 and a token refresh. */
  setAccessToken(token: string | undefined): void;
  /** Leaves the room; the IndexedDB copy is kept. */
  destroy(): void;
};

const isRefusal = (code: number) => code >= 4400 && code < 4500;

/** Opens the live room of a ClearView session at /ws/clearview/{token}. */
export function connectClearView(token: string, options: ConnectClearViewOptions = {}): ClearViewConnection {
  const doc = options.doc ?? new Y.Doc();
  const origin = options.origin ?? location.origin;
  const params: Record<string, string> = {
    ...(options.accessToken ? { access: options.accessToken } : {}),
    ...(options.scenario !== undefined ? { scenario: String(options.scenario) } : {}),
  };
  const provider = new WebsocketProvider(`${origin.replace(/^http/, 'ws')}/ws/clearview`, token, doc, {
    params,
    // Stated rather than relied on: a 44xx close is the server's final word, never retried.
    shouldReconnect: (event) => !isRefusal(event.code),
    // A scenario view may be read-only on the server; it must not hand local edits to another tab
    // of the same session over BroadcastChannel, where a writer would pass them on.
    disableBc: options.scenario !== undefined,
    ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
  });

  // The stock handler logs the refusal with the room URL, which carries the access token: keep the
  // reason, log nothing.
  let deniedReason = '';
  provider.messageHandlers[messageAuth] = (_encoder, decoder) => {
    authProtocol.readAuthMessage(decoder, doc, (_doc: unknown, reason: string) => (deniedReason = reason));
  };
  provider.on('closed', (event) => {
    if (isRefusal(event.code)) options.onRefused?.({ code: event.code, reason: event.reason || deniedReason });
  });

  const cache = options.offlineCache !== false && typeof indexedDB !== 'undefined' ? new IndexeddbPersistence(`clearview-${token}`, doc) : null;
  return {
    doc,
    provider,
    whenCached: cache ? cache.whenSynced.then(() => undefined) : Promise.resolve(),
    setAccessToken(next) {
      if (next) provider.params = { ...provider.params, access: next };
      else {
        const { access: _dropped, ...rest } = provider.params;
        provider.params = rest;
      }
    },
    destroy() {
      provider.destroy();
      void cache?.destroy();
    },
  };
}
