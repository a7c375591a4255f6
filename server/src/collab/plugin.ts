// Mounts every room kind at GET /ws/<kind>/:token (WebSocket upgrade via @fastify/websocket) and
// stores every live room when the app closes. `app.collab` lets REST handlers reach live rooms.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Sql } from '../db/connect.ts';
import type { Deps } from '../deps.ts';
import { CollabServer, DEFAULT_COLLAB_OPTIONS, type CollabOptions, type RoomKind } from './collab-server.ts';
import { ROOM_KINDS } from './kinds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live room server (rooms, read-only switch); see docs/collab.md. */
    collab: CollabServer;
  }
}

/** The answer to a plain HTTP GET of a room path (426 Upgrade Required). */
const NOT_AN_UPGRADE = 'This endpoint speaks WebSocket';

// A repeated query parameter arrives as an array: a kind sees only single string values.
function stringParams(query: unknown): Record<string, string | undefined> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

type RoomServerOptions = {
  options?: Partial<Omit<CollabOptions, 'log' | 'warn' | 'bus'>>;
  /** Where a socket closed for a malformed frame is told (rate-limited by the app); silent by default. */
  warn?: CollabOptions['warn'];
  /** Several instances share rooms over this Redis (docs/deployment.md); without it this one is alone. */
  redisUrl?: string;
};

/** The room server of this process, built before the deps that carry it (deps.rooms). */
export async function createRoomServer(sql: Sql, appLog: FastifyBaseLogger, opts: RoomServerOptions): Promise<CollabServer> {
  // Room names carry tokens and URLs carry access tokens: neither is ever written to the log.
  const log = (msg: string, err?: unknown) => appLog.error({ err }, `collab: ${msg}`);
  // The Redis client is loaded only when there is a Redis (lib/load-on-first-use.ts says why).
  const bus = opts.redisUrl ? await (await import('./redis-bus.ts')).RedisBus.connect(opts.redisUrl, log) : undefined;
  return new CollabServer(sql, { ...DEFAULT_COLLAB_OPTIONS, ...opts.options, log, warn: opts.warn ?? (() => {}), bus });
}

type CollabPluginOptions = {
  rooms: CollabServer;
  /** The kinds to mount: app.ts passes every kind of kinds.ts made with the deps. */
  kinds: RoomKind[];
};

/** Every room kind of kinds.ts, made with the app's deps. */
export const roomKinds = (deps: Deps): RoomKind[] => ROOM_KINDS.map((makeKind) => makeKind(deps));

export const collabPlugin = fp(async (app: FastifyInstance, opts: CollabPluginOptions) => {
  const server = opts.rooms;
  app.decorate('collab', server);

  for (const kind of opts.kinds) {
    server.register(kind);
    app.route<{ Params: { token: string }; Querystring: Record<string, unknown> }>({
      method: 'GET',
      url: `/ws/${kind.name}/:token`,
      // WebSocket rooms speak y-websocket's protocol (docs/collab.md), not JSON: not in the API reference.
      schema: { hide: true },
      // A plain HTTP request (no upgrade) gets the one error shape, not an empty 404.
      handler: (_request, reply) => reply.code(426).header('upgrade', 'websocket').send({ error: NOT_AN_UPGRADE }),
      wsHandler: (socket, request) => void server.accept(kind.name, socket, request.params.token ?? '', stringParams(request.query)),
    });
  }

  app.addHook('onClose', async () => {
    await server.close();
  });
});
