// Mounts every room kind at GET /ws/<kind>/:token (WebSocket upgrade via @fastify/websocket) and
// stores every live room when the app closes. `app.collab` lets REST handlers reach live rooms.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CollabServer, DEFAULT_COLLAB_OPTIONS, type CollabOptions, type RoomKind } from './collab-server.ts';
import { ROOM_KINDS } from './kinds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live room server (rooms, read-only switch); see docs/collab.md. */
    collab: CollabServer;
  }
}

export type CollabPluginOptions = {
  /** Defaults to every kind in kinds.ts. */
  kinds?: ((app: FastifyInstance) => RoomKind)[];
  options?: Partial<Omit<CollabOptions, 'log'>>;
};

export const collabPlugin = fp(async (app: FastifyInstance, opts: CollabPluginOptions) => {
  const server = new CollabServer(app.sql, {
    ...DEFAULT_COLLAB_OPTIONS,
    ...opts.options,
    // Room names carry tokens and URLs carry access tokens: neither is ever written to the log.
    log: (msg, err) => app.log.error({ err }, `collab: ${msg}`),
  });
  app.decorate('collab', server);

  for (const makeKind of opts.kinds ?? ROOM_KINDS) {
    const kind = makeKind(app);
    server.register(kind);
    app.get<{ Params: { token: string }; Querystring: Record<string, string | undefined> }>(
      `/ws/${kind.name}/:token`,
      { websocket: true },
      (socket, request) => {
        const params = typeof request.query === 'object' && request.query ? request.query : {};
        void server.accept(kind.name, socket, request.params.token ?? '', params);
      },
    );
  }

  app.addHook('onClose', async () => {
    await server.close();
  });
});
