// Brotli or gzip for dynamic answers (JSON, the SPA fallback page); the built client's files are
// compressed once at build time instead (scripts/vite/precompress.ts) and sent as they are.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Per request, speed matters more than the last percent: quality 5 is near gzip's speed, smaller.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
});
