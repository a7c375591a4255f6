import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { PROJECT_ROOT } from '../lib/project-root.ts';

const CLIENT_DIST = process.env.CLIENT_DIST ? resolve(process.env.CLIENT_DIST) : join(PROJECT_ROOT, 'dist/client');

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
const HASHED_DIR = `assets${sep}`;

/**
 * Serves the built SPA's files; the not-found handler (plugins/errors.ts) falls back to index.html.
 * Hashed assets are cached for a year; everything else (index.html) is revalidated on every load,
 * so a deploy reaches the next page load. Precompressed .br/.gz copies are sent when accepted.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root ?? CLIENT_DIST;
  if (!existsSync(root)) throw new Error(`The client is not built (${root} missing): run npm run build`);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      const hashed = relative(root, path).startsWith(HASHED_DIR);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
