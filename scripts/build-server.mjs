// `npm run build` (after the client): the server compiled to plain JavaScript in dist/server, one
// ESM bundle per entry (scripts/server-entries.mjs) with every npm package left external, so the
// compiled server runs on `npm ci --omit=dev`. Code splitting keeps what the server loads on first
// use (the Redis bus, the metrics) in chunks of their own, loaded only then, as from the sources.
// bench:collab compiles its server process with the same function, so it measures what is shipped.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from './server-entries.mjs';

/** Compiles `entryPoints` (name → source) into `outdir`, as the production build does. */
export async function compileServer(entryPoints, outdir) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
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
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await compileServer(SERVER_ENTRIES, SERVER_BUILD_DIR);
  console.log(`[clearpath] Server compiled into ${SERVER_BUILD_DIR}/`);
}
