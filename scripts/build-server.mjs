// `npm run build` (after the client): the server compiled to plain JavaScript in dist/server, one
// ESM bundle per entry (scripts/server-entries.mjs) with every npm package left external, so the
// compiled server runs on `npm ci --omit=dev`. Code splitting keeps what the server loads on first
// use (the Redis bus, the metrics) in chunks of their own, loaded only then, as from the sources.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from './server-entries.mjs';

rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
await build({
  entryPoints: SERVER_ENTRIES,
  outdir: SERVER_BUILD_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // tsconfig.json's paths (the @shared alias) are resolved by esbuild itself.
  packages: 'external',
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`[clearpath] Server compiled into ${SERVER_BUILD_DIR}/`);
