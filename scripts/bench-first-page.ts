// `npm run bench:first-page` (issue 29; docs/performance.md "First page"): how much compressed
// JavaScript the sign-in page loads before its form works, read from the last `npm run build`.
// A page loads the entry chunk (index.html's script), then its own lazy chunk; each of those brings
// the chunks it imports statically. Dynamic imports (other pages, the signed-in frames) load on use
// and are not counted. Sizes are those of the precompressed copies the server sends (brotli to
// browsers that accept it, gzip otherwise); a file too small to have one is compressed here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../server/src/lib/project-root.ts';

const TARGET_BYTES = 100 * 1024;
const CLIENT_DIST = join(PROJECT_ROOT, 'dist/client');
const MANIFEST = join(CLIENT_DIST, '.vite/manifest.json');
/** The pages whose first load is measured: the route and the source of its lazy page module. */
const PAGES = [{ route: '/login', module: 'src/features/auth/pages/login-page.tsx', targetBytes: TARGET_BYTES }];

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

if (!existsSync(MANIFEST)) {
  console.error(`No build manifest at ${MANIFEST}: run npm run build first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The build manifest names no entry chunk');

/** The manifest keys of `roots` and of every chunk they import statically, each once. */
function staticClosure(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

function compressedSizes(file: string) {
  const path = join(CLIENT_DIST, file);
  const raw = readFileSync(path);
  const stored = (suffix: string, make: () => Buffer) =>
    existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`).length : make().length;
  return {
    raw: raw.length,
    brotli: stored('.br', () => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: stored('.gz', () => gzipSync(raw, { level: 9 })),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let missed = false;
for (const page of PAGES) {
  if (!manifest[page.module]) throw new Error(`The build manifest has no chunk for ${page.module}`);
  const files = staticClosure([entryKey, page.module]).map((key) => manifest[key]?.file ?? key);
  const rows = files.map((file) => ({ file, ...compressedSizes(file) })).sort((a, b) => b.brotli - a.brotli);
  console.log(`\nFirst load of ${page.route}: ${rows.length} JavaScript files before the form works`);
  console.log(`${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const row of rows) {
    console.log(`${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${kb(row.brotli).padStart(10)}`);
  }
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
  console.log(`${'total'.padEnd(44)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)} ${kb(total.brotli).padStart(10)}`);
  // Every current browser asks for brotli over HTTPS and gets the .br copies; gzip is printed for the rest.
  const ok = total.brotli <= page.targetBytes;
  if (!ok) missed = true;
  console.log(
    `target: at most ${kb(page.targetBytes)} of compressed JavaScript (brotli, as sent): ${kb(total.brotli)}  ${ok ? 'ok' : 'MISSED'}`,
  );
}
process.exit(missed ? 1 : 0);
