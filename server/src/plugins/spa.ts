import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export const CLIENT_DIST = process.env.CLIENT_DIST
  ? resolve(process.env.CLIENT_DIST)
  : fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** Serves the built SPA's files; the not-found handler (plugins/errors.ts) falls back to index.html. */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  if (!existsSync(CLIENT_DIST)) throw new Error(`The client is not built (${CLIENT_DIST} missing): run npm run build`);
  await app.register(fastifyStatic, { root: CLIENT_DIST, wildcard: false, index: false });
});
