import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Sql } from '../db/connect.ts';
import type { CollabServer } from '../collab/collab-server.ts';

/**
 * What a service function needs from the app, passed as its first argument (docs/architecture.md,
 * "Module shape"). Repositories take only `sql` (or a transaction).
 */
export type ServiceDeps = {
  sql: Sql;
  appUrl: string;
  meetingBaseUrl: string;
  /** Where the culture-video e-mail points (CULTURE_VIDEO_URL). */
  cultureVideoUrl: string;
  log: FastifyBaseLogger;
  /** The live rooms, for a change that must reach them (a save time, a completion). */
  collab: CollabServer;
};

/** The deps of an app, built once when a module's routes are registered. */
export const serviceDeps = (app: FastifyInstance): ServiceDeps => ({
  sql: app.sql,
  appUrl: app.config.appUrl,
  meetingBaseUrl: app.config.meetingBaseUrl,
  cultureVideoUrl: app.config.cultureVideoUrl,
  collab: app.collab,
  log: app.log,
});
