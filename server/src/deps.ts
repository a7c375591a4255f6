// The one dependency object (DESIGN.md §3, docs/architecture.md "Dependencies"): route plugins,
// services, room kinds and jobs all take these same deps, built once in buildApp. Nothing reaches
// into the Fastify instance for the database, the configuration, the room server or the clock.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CollabServer } from './collab/collab-server.ts';
import type { Config } from './config.ts';
import type { Sql } from './db/connect.ts';
import { queueEmail, queueSms } from './modules/messages/queue.ts';

export type Deps = {
  /** The database (a transaction from `sql.begin` has the same type, for repos). */
  sql: Sql;
  /** The checked configuration (config.ts): URLs, limits, credentials. */
  config: Config;
  log: FastifyBaseLogger;
  /** The clock: every rule that asks "is it past?" asks this, so tests can move time. */
  now: () => Date;
  /** The message queue: an e-mail or SMS is queued in the caller's transaction, delivered by the job runner. */
  messages: { queueEmail: typeof queueEmail; queueSms: typeof queueSms };
  /** The live rooms, for a change that must reach them (a save time, a completion, a read-only switch). */
  rooms: CollabServer;
};

/** Options every area's route plugin receives from modules/index.ts. */
export type AreaOptions = { deps: Deps };

export function createDeps(parts: Omit<Deps, 'messages' | 'now'> & { now?: () => Date }): Deps {
  return { ...parts, now: parts.now ?? (() => new Date()), messages: { queueEmail, queueSms } };
}

/** An area's route plugin: registered in modules/index.ts with the deps. */
export type AreaRoutes = FastifyPluginAsyncZod<AreaOptions>;
